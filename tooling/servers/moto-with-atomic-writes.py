"""moto's S3 server, with each write answered one at a time.

moto checks If-Match / If-None-Match and then stores the object as two steps, in a server that
answers every request on a thread of its own: two conditional PUTs that arrive together can both
pass the check, and the second overwrites the first. AWS S3, MinIO and R2 make the check and the
write one step, and the release store counts on that (docs/decisions/023-conditional-writes-and-read-through.md).
Unpatched, the 20-publisher test (scripts/release/publish-race.integration.test.ts) once lost an
entry while the machine was loaded, and no path in the release store explains it; the race could
not be shown on demand (40 simultaneous PUTs with If-None-Match: * still created one object each
in 5 rounds), so this closes the window rather than proving it is what opened. So writes (PUT, POST, DELETE) go through one
lock, answer included; reads stay concurrent. It also refuses an expired presigned URL, as S3 does
and moto does not. Arguments are moto_server's own.
"""

import threading
from datetime import datetime, timezone
from urllib.parse import parse_qs

import moto.server

writes = threading.Lock()
run_simple = moto.server.run_simple


def expired_presigned_url(environ):
    """The expiry moto does not check and S3 does: a presigned URL is refused once X-Amz-Date +
    X-Amz-Expires has passed (the link lifetime of docs/api.md rests on it, decision 074)."""
    query = parse_qs(environ.get("QUERY_STRING", ""))
    if "X-Amz-Date" not in query or "X-Amz-Expires" not in query:
        return None
    signed = datetime.strptime(query["X-Amz-Date"][0], "%Y%m%dT%H%M%SZ").replace(tzinfo=timezone.utc)
    lifetime = int(query["X-Amz-Expires"][0])
    now = datetime.now(timezone.utc)
    if (now - signed).total_seconds() <= lifetime:
        return None
    return (
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error><Code>AccessDenied</Code><Message>Request has expired</Message>"
        f"<X-Amz-Expires>{lifetime}</X-Amz-Expires><ServerTime>{now.strftime('%Y-%m-%dT%H:%M:%SZ')}</ServerTime></Error>"
    ).encode()


def run_with_atomic_writes(host, port, app, **options):
    def application(environ, start_response):
        refusal = expired_presigned_url(environ)
        if refusal is not None:
            start_response("403 Forbidden", [("Content-Type", "application/xml"), ("Content-Length", str(len(refusal)))])
            return [refusal]
        if environ.get("REQUEST_METHOD") in ("PUT", "POST", "DELETE"):
            with writes:
                return list(app(environ, start_response))
        return app(environ, start_response)

    return run_simple(host, port, application, **options)


moto.server.run_simple = run_with_atomic_writes
moto.server.main()
