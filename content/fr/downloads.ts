import type { DownloadsCopy } from "../types";

export default {
  meta: {
    title: "Téléchargements pour Windows et macOS | Bestelwijs",
    description:
      "Téléchargez Bestelwijs pour Windows (7, 8, 10, 11) ou macOS (Ventura, Monterey, Big Sur). Recevez et imprimez les commandes sur le PC ou le Mac du comptoir.",
  },
  hero: {
    title: "Recevez et imprimez les commandes sur votre PC ou votre Mac",
    subtitle:
      "Installez le logiciel sur l’ordinateur de votre comptoir. Il fonctionne sous Windows 7, 8, 10 et 11, et sous macOS Ventura, Monterey et Big Sur.",
  },
  systems: {
    win: { name: "Windows", supported: "Windows 7, 8, 10, 11" },
    mac_os: { name: "macOS", supported: "macOS Ventura, Monterey, Big Sur" },
  },
  listTitle: "Choisissez votre ordinateur",
  sendToComputer: {
    title: "Sur un GSM ou une tablette ?",
    text: "Bestelwijs s’installe sur un ordinateur Windows ou macOS, pas sur un GSM ni sur une tablette. Envoyez cette page à votre ordinateur et téléchargez-le depuis celui-ci.",
    share: "Partager",
    copy: "Copier le lien",
    copied: "Lien copié",
    copyFailed: "La copie a échoué",
    mail: "M’envoyer le lien par e-mail",
    mailSubject: "Télécharger Bestelwijs sur votre ordinateur",
    mailBody: "Ouvrez ce lien sur votre ordinateur Windows ou macOS pour télécharger Bestelwijs :\n\n{url}",
  },
  supportedLabel: "Fonctionne sous\u202f:",
  latestVersion: "Dernière version pour {os} : {version}",
  recommended: "Votre ordinateur",
  download: "Télécharger",
  downloadLabel: "Télécharger : {title} pour {os}, version {version}",
  fileLabel: "{kind} ({arch})",
  kinds: {
    installer: "Programme d’installation",
    msi: "Fichier d’installation MSI",
    msix: "Fichier d’installation MSIX",
    dmg: "Image disque",
    pkg: "Fichier d’installation PKG",
    zip: "Archive ZIP",
    other: "Fichier",
  },
  architectures: {
    win: { x64: "64 bits", x86: "32 bits", arm64: "ARM64", universal: "tous les processeurs" },
    mac_os: { universal: "puce Apple et Intel", arm64: "puce Apple", x64: "Intel", x86: "Intel, 32 bits" },
  },
  matchesComputer: "correspond à votre ordinateur",
  dateFormat: "{day} {month} {year}",
  months: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  releasedOn: "Publiée le {date}",
  allFiles: "Tous les fichiers de la version {version} ({count})",
  whatsNew: "Nouveautés de la version {version}",
  notesInOtherLanguage: "Ces notes ne sont pas disponibles en français.",
  beta: {
    title: "Versions bêta",
    intro:
      "Envie d’essayer les nouvelles fonctions avant tout le monde ? Une version bêta est encore en test : ne l’installez pas sur l’ordinateur qui reçoit vos commandes.",
    badge: "Bêta",
    heading: "{os} {version}",
    notesTitle: "Nouveautés de cette bêta",
  },
  busy: "Préparation de votre téléchargement…",
  failed: {
    generic: "Le téléchargement n’a pas abouti. Réessayez dans quelques minutes.",
    gone: "Ce fichier n’est plus disponible. Rechargez la page et choisissez la dernière version.",
    retry: "Les téléchargements sont momentanément indisponibles. Réessayez dans {seconds} secondes.",
  },
  listUnavailable: {
    title: "Les téléchargements sont momentanément indisponibles",
    text: "Nous ne pouvons pas charger la liste des téléchargements pour le moment. Réessayez dans une minute.",
    retry: "Réessayer",
  },
  empty: "Aucun téléchargement n’est disponible pour le moment. Revenez plus tard.",
  fileDetails: {
    summary: "Taille du fichier et SHA-256",
    size: "Taille",
    sha256: "SHA-256",
    howTo: "Comparez cette valeur avec la somme de contrôle du fichier téléchargé, pour vous assurer qu’il est arrivé intact.",
  },
  previous: {
    title: "Versions précédentes",
    intro: "Besoin d’une version plus ancienne ? Choisissez votre système et le numéro de version.",
    versionLabel: "Version {version}",
    notesTitle: "Nouveautés",
    filesTitle: "Fichiers",
  },
  formError: {
    title: "Votre téléchargement n’a pas démarré",
    invalid: "Un problème est survenu avec votre choix. Choisissez à nouveau le fichier ci-dessous.",
    notFound: "Ce fichier ne figure plus dans la liste. Choisissez la dernière version ci-dessous.",
    tooMany: "Vous avez demandé trop de téléchargements en peu de temps. Attendez {seconds} secondes et réessayez.",
    unavailable: "Les téléchargements sont momentanément indisponibles. Réessayez dans une minute.",
  },
} satisfies DownloadsCopy;
