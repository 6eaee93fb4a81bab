import type { SupportCopy } from "../types";

export default {
  meta: {
    title: "Service clientèle et contact | Bestelwijs",
    description:
      "Besoin d’aide ? Consultez le centre d’aide, demandez une démo ou contactez-nous par WhatsApp, téléphone ou e-mail. Bureaux à Eindhoven (Pays-Bas).",
  },
  hero: {
    title: "Des questions ? Contactez-nous par WhatsApp, téléphone ou e-mail",
    subtitle:
      "Trouvez vous-même la réponse dans le centre d’aide, ou contactez-nous par WhatsApp, téléphone ou e-mail. Vous voulez d’abord voir comment ça marche ? Demandez une démo.",
  },
  cardsLabel: "Comment nous pouvons vous aider",
  helpCentre: {
    title: "Centre d’aide",
    text: "Des guides et des instructions pas à pas pour votre webshop, Manager et l’appareil POS. Cherchez par mot-clé et continuez sans attendre.",
    link: "Aller au centre d’aide",
    faqLink: "Lire les questions fréquentes",
  },
  demo: {
    title: "Démo",
    text: "Nous vous montrons comment les commandes arrivent et comment vous gérez votre menu. Sans engagement, au moment qui vous convient.",
    button: "Demander une démo",
  },
  address: {
    title: "Nos bureaux",
    text: "Passez nous voir, mais prenez d’abord rendez-vous.",
    country: "Pays-Bas",
  },
  contact: {
    title: "Contact",
    text: "Notre service clientèle et notre équipe commerciale vous aident tous les jours de {supportOpens} à {supportCloses} (heure belge), en néerlandais, au même numéro et à la même adresse e-mail. Vous pouvez résilier ou changer de formule chaque mois, avec un préavis de {noticeMonths} mois.",
    chat: {
      title: "Chat",
      button: "Ouvrir le chat",
      unavailable: "Le chat n’est pas encore disponible. En attendant, contactez-nous par WhatsApp, téléphone ou e-mail.",
    },
    whatsapp: {
      title: "WhatsApp et téléphone",
      whatsappLink: "Envoyer un WhatsApp",
      phoneLink: "Appeler",
    },
    email: { title: "E-mail" },
  },
  partners: {
    title: "Partenaires",
    text: "Vous développez des logiciels pour l’horeca et souhaitez vous connecter à Bestelwijs ? Notre programme partenaires arrive bientôt.",
    button: "Bientôt disponible",
  },
} satisfies SupportCopy;
