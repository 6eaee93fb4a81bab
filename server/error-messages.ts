import type { FastifyReply, FastifyRequest } from "fastify";
import { FALLBACK_LOCALE, HTML_LANG, type Locale } from "../app/shared/locales";
import { negotiateLocale } from "./negotiate";

/*
 * Every {"error": "…"} sentence of the server, in both languages, in one typed table: a key missing
 * a language does not compile. `{name}` marks a value filled in at the time. These are the API's
 * words, not page copy, so they live beside the code that sends them rather than in content/
 * (docs/decisions/021-release-feed-and-file-facts.md). The downloads page shows them in an alert.
 */
export const ERROR_MESSAGES = {
  internal: {
    en: "Something went wrong on our side. Please try again in a moment.",
    nl: "Er ging bij ons iets mis. Probeer het zo nog eens.",
    fr: "Un problème est survenu de notre côté. Réessayez dans un instant.",
  },
  bodyTooLarge: { en: "The request body is too large.", nl: "De inhoud van het verzoek is te groot.", fr: "Le contenu de la requête est trop volumineux." },
  bodyNotJson: {
    en: "The request body must be JSON (Content-Type: application/json).",
    nl: "De inhoud van het verzoek moet JSON zijn (Content-Type: application/json).",
    fr: "Le contenu de la requête doit être du JSON (Content-Type: application/json).",
  },
  invalidJson: {
    en: "The request body is not valid JSON.",
    nl: "De inhoud van het verzoek is geen geldige JSON.",
    fr: "Le contenu de la requête n’est pas du JSON valide.",
  },
  badAddress: { en: "The address is not valid.", nl: "Het adres is niet geldig.", fr: "L’adresse n’est pas valide." },
  badRequest: { en: "The request is not valid.", nl: "Het verzoek is niet geldig.", fr: "La requête n’est pas valide." },
  headersTooLarge: {
    en: "The request's headers are too large.",
    nl: "De headers van het verzoek zijn te groot.",
    fr: "Les en-têtes de la requête sont trop volumineux.",
  },
  requestTooSlow: {
    en: "The request took too long to arrive.",
    nl: "Het verzoek deed er te lang over om aan te komen.",
    fr: "La requête a mis trop de temps à arriver.",
  },
  methodNotAllowed: {
    en: "{method} is not allowed here. Use {allowed}.",
    nl: "{method} kan hier niet. Gebruik {allowed}.",
    fr: "{method} n’est pas autorisé ici. Utilisez {allowed}.",
  },
  noEndpoint: {
    en: "There is no API endpoint at {url}.",
    nl: "Er is geen API-endpoint op {url}.",
    fr: "Il n’y a pas de point d’accès de l’API à l’adresse {url}.",
  },
  downloadsBodyShape: {
    en: 'The body must be a JSON object like {"path": "win/2.5.0/setup.exe"}.',
    nl: 'De inhoud moet een JSON-object zijn, zoals {"path": "win/2.5.0/setup.exe"}.',
    fr: 'Le contenu doit être un objet JSON, par exemple {"path" : "win/2.5.0/setup.exe"}.',
  },
  downloadsBodyUnknownField: {
    en: 'The body has an unknown field "{field}"; only "path" is allowed.',
    nl: 'De inhoud heeft een onbekend veld "{field}"; alleen "path" mag.',
    fr: 'Le contenu a un champ inconnu « {field} » ; seul "path" est autorisé.',
  },
  downloadsBodyNoPath: {
    en: 'The body needs a "path" field naming the file to download.',
    nl: 'De inhoud heeft een veld "path" nodig met het bestand dat je wilt downloaden.',
    fr: 'Le contenu doit avoir un champ "path" qui indique le fichier à télécharger.',
  },
  downloadsPathNotString: { en: 'The "path" field must be a string.', nl: 'Het veld "path" moet tekst zijn.', fr: 'Le champ "path" doit être du texte.' },
  downloadsPathLength: {
    en: 'The "path" field must be 1 to 300 characters long.',
    nl: 'Het veld "path" moet 1 tot 300 tekens lang zijn.',
    fr: 'Le champ "path" doit compter de 1 à 300 caractères.',
  },
  listUnavailable: {
    en: "The download list is not available right now. Please try again in a minute.",
    nl: "De lijst met downloads is nu niet beschikbaar. Probeer het over een minuut opnieuw.",
    fr: "La liste des téléchargements est momentanément indisponible. Réessayez dans une minute.",
  },
  downloadNotFound: {
    en: "There is no download with that path. Reload the downloads page and try again.",
    nl: "Er is geen download met dat pad. Laad de downloadpagina opnieuw en probeer het nog eens.",
    fr: "Aucun téléchargement ne correspond à ce chemin. Rechargez la page des téléchargements et réessayez.",
  },
  downloadsUnavailable: {
    en: "Downloads are not available right now. Please try again in a minute.",
    nl: "Downloaden kan nu even niet. Probeer het over een minuut opnieuw.",
    fr: "Les téléchargements sont momentanément indisponibles. Réessayez dans une minute.",
  },
  tooManyDownloads: {
    en: "Too many download requests. Please wait {seconds} seconds and try again.",
    nl: "Te veel downloadverzoeken. Wacht {seconds} seconden en probeer het dan opnieuw.",
    fr: "Trop de demandes de téléchargement. Attendez {seconds} secondes et réessayez.",
  },
  tooManyUpdateChecks: {
    en: "Too many update checks. Please wait {seconds} seconds and try again.",
    nl: "Te veel updatecontroles. Wacht {seconds} seconden en probeer het dan opnieuw.",
    fr: "Trop de recherches de mises à jour. Attendez {seconds} secondes et réessayez.",
  },
  // A link made before the signing secret was replaced gets linkInvalid too: the server cannot
  // tell it from an altered one. Both say what gets a new link, for a person and for an app.
  linkInvalid: {
    en: "This download link does not work: it is incomplete, was changed, or was signed with a key this site no longer uses. Get a new link: start the download again from the downloads page (an app: check for updates again).",
    nl: "Deze downloadlink werkt niet: hij is onvolledig, is veranderd of is ondertekend met een sleutel die deze site niet meer gebruikt. Vraag een nieuwe link: start de download opnieuw vanaf de downloadpagina (een app: zoek opnieuw naar updates).",
    fr: "Ce lien de téléchargement ne fonctionne pas : il est incomplet, a été modifié ou a été signé avec une clé que ce site n’utilise plus. Demandez un nouveau lien : relancez le téléchargement depuis la page des téléchargements (une app : recherchez à nouveau les mises à jour).",
  },
  linkExpired: {
    en: "This download link has expired: links work for a limited time only. Get a new link: start the download again from the downloads page (an app: check for updates again).",
    nl: "Deze downloadlink is verlopen: links werken maar korte tijd. Vraag een nieuwe link: start de download opnieuw vanaf de downloadpagina (een app: zoek opnieuw naar updates).",
    fr: "Ce lien de téléchargement a expiré : les liens ne fonctionnent que pendant un temps limité. Demandez un nouveau lien : relancez le téléchargement depuis la page des téléchargements (une app : recherchez à nouveau les mises à jour).",
  },
  fileGone: {
    en: "This file is no longer available: it was removed or replaced. Reload the downloads page and choose again.",
    nl: "Dit bestand is niet meer beschikbaar: het is verwijderd of vervangen. Laad de downloadpagina opnieuw en kies opnieuw.",
    fr: "Ce fichier n’est plus disponible : il a été supprimé ou remplacé. Rechargez la page des téléchargements et choisissez à nouveau.",
  },
  fileUnavailable: {
    en: "This file cannot be served right now. Please try again later.",
    nl: "Dit bestand kan nu niet worden geleverd. Probeer het later opnieuw.",
    fr: "Ce fichier ne peut pas être fourni pour le moment. Réessayez plus tard.",
  },
  rangeNotSatisfiable: {
    en: "The requested range starts past the end of the file.",
    nl: "Het gevraagde bereik begint na het einde van het bestand.",
    fr: "La plage demandée commence après la fin du fichier.",
  },
  unknownOs: {
    en: 'There are no updates for "{value}"; use mac_os or win.',
    nl: 'Er zijn geen updates voor "{value}"; gebruik mac_os of win.',
    fr: "Il n’y a pas de mises à jour pour « {value} » ; utilisez mac_os ou win.",
  },
  unknownArch: {
    en: 'There are no updates for the architecture "{value}" on {os}; use {allowed}.',
    nl: 'Er zijn geen updates voor de architectuur "{value}" op {os}; gebruik {allowed}.',
    fr: "Il n’y a pas de mises à jour pour l’architecture « {value} » sous {os} ; utilisez {allowed}.",
  },
  unknownChannel: {
    en: 'There is no update channel "{value}"; use stable or beta.',
    nl: 'Er is geen updatekanaal "{value}"; gebruik stable of beta.',
    fr: "Il n’y a pas de canal de mises à jour « {value} » ; utilisez stable ou beta.",
  },
  badVersion: {
    en: "The current version must be a semantic version such as 2.10.0 or 2.11.0-beta.1.",
    nl: "De huidige versie moet een semantische versie zijn, zoals 2.10.0 of 2.11.0-beta.1.",
    fr: "La version actuelle doit être une version sémantique, par exemple 2.10.0 ou 2.11.0-beta.1.",
  },
  badInstallation: {
    en: "The installation id must be 1 to 64 letters, digits, dots, dashes or underscores.",
    nl: "De installatie-id moet 1 tot 64 letters, cijfers, punten, streepjes of liggende streepjes zijn.",
    fr: "L’identifiant d’installation doit compter de 1 à 64 lettres, chiffres, points, tirets ou tirets bas.",
  },
  badQuery: {
    en: 'The query has an unknown parameter "{value}".',
    nl: 'De zoekopdracht heeft een onbekende parameter "{value}".',
    fr: "La requête contient un paramètre inconnu « {value} ».",
  },
  unknownFeedFile: {
    en: "There is no update file {value} here; electron-updater asks for latest.yml, latest-mac.yml, beta.yml or beta-mac.yml.",
    nl: "Er is hier geen updatebestand {value}; electron-updater vraagt om latest.yml, latest-mac.yml, beta.yml of beta-mac.yml.",
    fr: "Il n’y a pas de fichier de mise à jour {value} ici ; electron-updater demande latest.yml, latest-mac.yml, beta.yml ou beta-mac.yml.",
  },
  // The feed file exists; what is missing is a build for this architecture (the old
  // sentence said "there is no latest.yml" and then "electron-updater asks for latest.yml").
  noFeedBuild: {
    en: "No update for {os} {arch} on the {channel} channel: no {arch} build of the app has been published there yet.",
    nl: "Geen update voor {os} {arch} in het kanaal {channel}: er is daar nog geen {arch}-versie van de app gepubliceerd.",
    fr: "Pas de mise à jour pour {os} {arch} sur le canal {channel} : aucune version {arch} de l’app n’y a encore été publiée.",
  },
  overloaded: {
    en: "The server is too busy right now. Please try again in {seconds} seconds.",
    nl: "De server is nu te druk. Probeer het over {seconds} seconden opnieuw.",
    fr: "Le serveur est trop sollicité pour le moment. Réessayez dans {seconds} secondes.",
  },
  // For an installed app, which has no downloads page to reload (decision 046).
  updateNotDownloadable: {
    en: "This update cannot be downloaded right now. Check for updates again in {seconds} seconds.",
    nl: "Deze update kan nu niet worden gedownload. Zoek over {seconds} seconden opnieuw naar updates.",
    fr: "Cette mise à jour ne peut pas être téléchargée pour le moment. Recherchez à nouveau les mises à jour dans {seconds} secondes.",
  },
  versionYanked: {
    en: "Version {version} has been withdrawn and can no longer be downloaded. Reload the downloads page for the current version (an app: check for updates again).",
    nl: "Versie {version} is teruggetrokken en kan niet meer worden gedownload. Laad de downloadpagina opnieuw voor de huidige versie (een app: zoek opnieuw naar updates).",
    fr: "La version {version} a été retirée et ne peut plus être téléchargée. Rechargez la page des téléchargements pour obtenir la version actuelle (une app : recherchez à nouveau les mises à jour).",
  },
  updateFileNotOffered: {
    en: "There is no update file {file} for version {version}: it is not published, or no longer. Check for updates again.",
    nl: "Er is geen updatebestand {file} voor versie {version}: het is niet of niet meer gepubliceerd. Zoek opnieuw naar updates.",
    fr: "Il n’y a pas de fichier de mise à jour {file} pour la version {version} : il n’a pas été publié, ou ne l’est plus. Recherchez à nouveau les mises à jour.",
  },
  updatesUnavailable: {
    en: "Updates cannot be checked right now. Please try again later.",
    nl: "Er kan nu niet op updates worden gecontroleerd. Probeer het later opnieuw.",
    fr: "La recherche de mises à jour est momentanément impossible. Réessayez plus tard.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ErrorKey = keyof typeof ERROR_MESSAGES;
export type ErrorParams = Record<string, string | number>;

/** The word joining alternatives ("GET or POST" / "GET of POST" / "GET ou POST"). */
const OR: Record<Locale, string> = { en: " or ", nl: " of ", fr: " ou " };

export function errorMessage(key: ErrorKey, locale: Locale, params: ErrorParams = {}): string {
  return ERROR_MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** Alternatives in a sentence, in the sentence's language. */
export const alternatives = (values: readonly string[], locale: Locale) => values.join(OR[locale]);

/**
 * The language rule with what an API request has: Accept-Language alone. The page sends its own
 * language in it (app/browser/enhance/download-request.ts); other clients send the browser's or none.
 */
export const apiLocale = (request: Pick<FastifyRequest, "headers">): Locale => negotiateLocale({ acceptLanguage: request.headers["accept-language"] }).locale;

/** An error a route throws (or a schema formatter returns): the error handler answers it in the visitor's language. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ErrorKey,
    readonly params: ErrorParams = {},
  ) {
    super(errorMessage(messageKey, FALLBACK_LOCALE, params));
  }
}

/** Sends {"error": …} in the visitor's language, saying which language and that it depends on Accept-Language. */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, key: ErrorKey, params: ErrorParams = {}): FastifyReply {
  return reply.send(prepareError(request, reply, status, key, params));
}

/** sendError's status and headers on the reply, and the body it would send, for a caller that sends it itself (a hook's return value). */
export function prepareError(request: FastifyRequest, reply: FastifyReply, status: number, key: ErrorKey, params: ErrorParams = {}): { error: string } {
  const locale = apiLocale(request);
  const vary = reply.getHeader("vary");
  reply
    .code(status)
    .header("content-language", HTML_LANG[locale])
    .header("vary", vary ? `${String(vary)}, Accept-Language` : "Accept-Language")
    .type("application/json; charset=utf-8");
  return { error: errorMessage(key, locale, params) };
}
