import type { FaqCopy } from "../types";

export default {
  meta: {
    title: "Frequently asked questions | Bestelwijs",
    description:
      "Answers to the 12 questions restaurant owners ask most: what Bestelwijs costs, how fast you can go live, how payouts work and how to switch plans.",
  },
  hero: {
    title: "Questions about costs, getting started and payouts",
    subtitle: "The 12 questions restaurant owners ask us most often, answered. Can't find yours?",
  },
  contactLink: "Get in touch with us",
  listLabel: "Questions and answers",
  labels: { how: "How does it work?", why: "Why?" },
  items: {
    kosten: {
      question: "What does Bestelwijs cost, and when do I pay commission?",
      answer: {
        shape: "bullets-steps",
        text: "There are four plans, none with set-up costs; a POS device or QR stickers are optional. Each plan includes everything in the one before it. You only pay commission on the Free plan, and only on successful orders. In every plan, each successful payment also has a payment cost, with no VAT.",
        bullets: [
          "Free: {free} a month, plus {commission} commission on successful orders, excl. VAT, with Webshop",
          "Starter: {starter} a month excl. VAT, no commission, with Webshop and QR",
          "Professional: {professional} a month excl. VAT, no commission, with Webshop, QR and Page",
          "Enterprise: custom pricing, no commission, with everything in Professional and your own account manager",
        ],
        stepsIntro: "How to pick the plan that suits you:",
        steps: [
          "Pick a plan. Starter and Professional are free to try for {trialDays} days.",
          "Check your reports to see how much you sell online.",
          "Would another plan suit you better? Switch. You can do that every month.",
        ],
      },
    },
    proefperiode: {
      question: "How do I try Bestelwijs for free first?",
      answer: {
        shape: "how-why",
        how: "Create an account in the portal and pick Starter or Professional. For the first {trialDays} days you pay no monthly fee, and you're live within {onboardingHours} hours. What is and is not free, and what happens on day {firstPaidDay}, is on the pricing page under ‘How the free trial works’.",
        why: "You see with real orders whether Bestelwijs suits your business, before you pay anything.",
      },
    },
    uitbetalingen: {
      question: "When do I get my money?",
      answer: {
        shape: "what",
        text: "We pay online payments into your bank account. This is what you get:",
        what: [
          "A payout every day, week or month, whichever you choose",
          "An invoice for each payout, created automatically",
          "An overview of payments and refunds in Manager",
        ],
      },
    },
    betaalmethoden: {
      question: "How can my customers pay?",
      answer: {
        shape: "paragraphs",
        paragraphs: [
          "With iDEAL, Bancontact, Apple Pay, Google Pay and credit cards, in the Netherlands and Belgium. iDEAL and Bancontact run through {idealProvider}; cards, Apple Pay and Google Pay through {cardProvider}. A payment costs you {idealFee} by iDEAL, {bancontactFee} by Bancontact and {cardFee} by card, Apple Pay or Google Pay, in every plan, with no VAT.",
          "Need to give money back? You refund it yourself from Manager. On average, that happens with {refundRate} of orders.",
        ],
      },
    },
    "aan-de-slag": {
      question: "How soon can I be online?",
      answer: {
        shape: "bullets-closing",
        text: "Within {onboardingHours} hours. To set up your webshop, we need the following from you:",
        bullets: [
          "Your menu with prices",
          "Your opening hours and, if you deliver, your delivery area",
          "The bank account for your payouts",
          "Your logo and a few photos, if you have them",
        ],
        closing: "We then set up your webshop and show you how orders come in. There are no set-up costs; a POS device or QR stickers are optional.",
      },
    },
    apparatuur: {
      question: "What equipment do I need?",
      answer: {
        shape: "parts-bullets",
        parts: [
          "You need nothing extra to start with. A phone, tablet or computer will do.",
          "Want one device for every order, at the pass or in your apron pocket? The POS device receives, confirms and prints them. It is optional: buy it for {posBuy} or rent it for {posRent} a month, excl. VAT.",
          "On the POS device you also set pickup or delivery times, issue refunds, close time slots and switch products off.",
          "Already have a till system or printer? Connect it to Bestelwijs. Orders reach you like this:",
        ],
        bullets: [
          "By e-mail",
          "As a notification in the app or the portal",
          "By SMS, if you like",
          "On your printer or POS device",
          "In your connected till system",
        ],
      },
    },
    "qr-stickers": {
      question: "What do the QR stickers cost?",
      answer: {
        shape: "paragraphs",
        paragraphs: [
          "You pay cost price for the QR stickers: {qrSticker} per sticker, excl. VAT. You order them only if you want to use QR; apart from that, there are no set-up costs.",
          "The stickers are weather-resistant, so they work on your terrace too. Guests scan the code, order and pay at their table.",
        ],
      },
    },
    "pakket-wisselen": {
      question: "Can I switch plans later?",
      answer: {
        shape: "single",
        answer:
          "Yes, every month. If you sell more than you expected, you might move from Free to Starter and pay a fixed fee instead of {commission} commission, both excl. VAT. You keep your webshop and gain QR: each plan includes everything in the one before it.",
      },
    },
    opzeggen: {
      question: "How do I cancel?",
      answer: {
        shape: "single",
        answer:
          "Let our customer service know by WhatsApp, phone or e-mail. Every plan runs month by month, with {noticeMonths} month's notice. If you stop during the trial, the terms under ‘How the free trial works’ on the pricing page apply.",
      },
    },
    printers: {
      question: "Can I print orders?",
      answer: {
        shape: "paragraphs",
        paragraphs: [
          "Yes. Orders print straight away on a printer in the kitchen or behind the counter.",
          "Using the POS device? It prints each order the moment you confirm it, and the day's revenue at closing time too.",
          "Already have a till system with a printer? Through an integration, online orders arrive there, alongside your other tickets.",
          "Printer support is part of every plan. The help centre tells you which printer suits your business, or ask our customer service.",
        ],
      },
    },
    bezorggebieden: {
      question: "How do I set my delivery area?",
      answer: {
        shape: "single",
        answer: "You draw your delivery area on the map in Manager. Busy? Raise the estimated delivery time, so customers know when their food will arrive.",
      },
    },
    hulp: {
      question: "Where can I get help?",
      answer: {
        shape: "single",
        answer:
          "From our customer service, every day from {supportOpens} to {supportCloses} (Dutch time), in Dutch, by WhatsApp, phone and e-mail. The help centre has guides too. Customer service is part of every plan, and Enterprise also comes with your own account manager.",
      },
    },
  },
} satisfies FaqCopy;
