"""moto's S3 server, with each write answered one at a time.

moto checks If-Match / If-None-Match and then stores the object as two steps, in a server that
answers every request on a thread of its own: two conditional PUTs that arrive together can both
pass the check, and the second overwrites the first. AWS S3, MinIO and R2 make the check and the
write one step, and the release store counts on that (docs/decisions/023-conditional-writes-and-read-through.md).
Unpatched, the 20-publisher test (scripts/release/publish-race.integration.test.ts) once lost an
entry while the machine was loaded, and no path in the release store explains it; the race could
not be shown on demand (40 simultaneous PUTs with If-None-Match: * still created one object each
in 5 rounds), so this closes the window rather than proving it is what opened. So writes (PUT, POST, DELETE) go through one
lock, answer included; reads stay concurrent. Arguments are moto_server's own.
"""

import threading

import moto.server

writes = threading.Lock()
run_simple = moto.server.run_simple


def run_with_atomic_writes(host, port, app, **options):
    def application(environ, start_response):
        if environ.get("REQUEST_METHOD") in ("PUT", "POST", "DELETE"):
            with writes:
                return list(app(environ, start_response))
        return app(environ, start_response)

    return run_simple(host, port, application, **options)


moto.server.run_simple = run_with_atomic_writes
moto.server.main()
