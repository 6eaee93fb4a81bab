import type { PricingCopy } from "../types";

export default {
  meta: {
    title: "Pricing and plans | Bestelwijs",
    description:
      "Free: {commission} commission on successful orders. Starter, with Webshop and QR: {starter}; Professional {professional} a month. Excl. VAT, free for {trialDays} days.",
  },
  hero: {
    title: "Start for free, or pay a fixed monthly fee with no commission",
    subtitle:
      "Each plan includes everything in the one before it. Free has no monthly fee, only {commission} commission on successful orders. Starter, with Webshop and QR, is {starter} and Professional {professional} a month. All amounts exclude VAT.",
  },
  plansTitle: "Choose your plan",
  vatNote:
    "All prices are per month and exclude VAT, the commission too. No plan has set-up costs. QR stickers, a POS device and SMS are optional: you buy or rent them only if you want them. You can try Starter and Professional free for {trialDays} days, and switch every month.",
  included: "Included:",
  notIncluded: "Not included:",
  plans: {
    free: {
      title: "Free",
      price: "{free}",
      period: "a month, excl. VAT",
      subtitle: "Plus {commission} commission on successful orders, excl. VAT",
      description: "Start without a monthly fee. You only pay when an order goes through.",
      enabledFeatures: ["Webshop", "Your own logo, colours and photos", "Manager Basic"],
      disabledFeatures: ["QR, table ordering", "Page, your website", "Advanced reporting", "Extra users"],
      start: "Start for free",
    },
    starter: {
      title: "Starter",
      price: "{starter}",
      period: "a month, excl. VAT",
      subtitle: "No commission",
      description: "Everything in Free, plus table ordering: orders online and at the table for one fixed fee.",
      enabledFeatures: ["Webshop", "QR, table ordering", "Your own logo, colours and photos", "3 advanced reports", "Manager Advanced"],
      disabledFeatures: ["Page, your website", "Extra users"],
      start: "Try free for {trialDays} days",
    },
    professional: {
      title: "Professional",
      price: "{professional}",
      period: "a month, excl. VAT",
      subtitle: "No commission",
      description: "Everything in Starter, plus your own website and all the reports you want.",
      enabledFeatures: [
        "Webshop",
        "QR, table ordering",
        "Page, your website",
        "Your own logo, colours and photos",
        "Advanced reporting: unlimited",
        "Extra users: 2",
        "Manager Premium",
      ],
      disabledFeatures: ["Your own account manager"],
      start: "Try free for {trialDays} days",
    },
    enterprise: {
      title: "Enterprise",
      price: "Custom",
      period: "quote on request",
      subtitle: "No commission",
      description: "Everything in Professional, for chains too, with personal support.",
      enabledFeatures: [
        "Webshop, QR and Page",
        "Your own logo, colours and photos",
        "Advanced reporting: unlimited",
        "Extra users: unlimited",
        "Manager Premium, all features",
        "Your own account manager",
        "Social media promotions",
      ],
      disabledFeatures: [],
      start: "Contact us",
    },
  },
  calculator: {
    title: "Commission or a fixed fee?",
    intro:
      "With little online revenue, Free costs you least; with more, a fixed fee does. From {breakEven} of revenue a month, Starter costs less than {commission} commission. All amounts excl. VAT.",
    label: "Expected online revenue per month",
    hint: "In euros, for example 1500.",
    resultsFor: "Your costs at {revenue} a month, excl. VAT",
    perMonth: "a month",
    commissionLine: "{commission} of {revenue}",
    flatLine: "Fixed fee, no commission",
    custom: "Custom",
    cheapest: "Cheapest",
    breakEven: "From {amount} of revenue a month, {plan} is the cheapest plan.",
    professionalAdds:
      "Professional costs {professionalOverStarter} a month more than Starter. For that you add Page, your website with its own domain, unlimited advanced reporting and 2 extra users.",
    paymentsLine: "Payment costs, in every plan, no VAT",
    paymentsNote:
      "What your guests' payments cost on top of your plan, counted with orders of {averageOrder} on average, paid by iDEAL ({idealShare}), Bancontact ({bancontactShare}), card ({cardShare}) and Apple Pay or Google Pay ({walletShare}).",
    summary:
      "At {revenue} a month, {plan} is the cheapest: {amount} a month, excl. VAT. With about {payments} of payment costs on top, which carry no VAT, you pay {total} a month, excl. VAT. What you choose to add, such as a POS device, QR stickers or SMS, is not counted here.",
    invalid: "Enter an amount in euros, for example 1500.",
    examples: {
      caption: "What each plan costs a month at this revenue, excl. VAT",
      revenue: "Online revenue a month",
      note: "The plans only, excl. VAT. Payment costs come on top, the same in every plan and with no VAT: about {paymentShare} of your revenue with a usual mix of payment methods.",
    },
  },
  table: {
    title: "Compare the plans",
    caption: "What each plan includes",
    swipeHint: "Swipe to see more",
    regionLabel: "Comparison of the plans",
    featureHeader: "Feature",
    yes: "Included",
    no: "Not included",
    rows: [
      { label: "Monthly fee (excl. VAT)", cells: ["{free}", "{starter}", "{professional}", "Custom"] },
      { label: "Commission on successful orders (excl. VAT)", cells: ["{commission}", "None", "None", "None"] },
      { label: "Set-up costs", cells: ["{zero}", "{zero}", "{zero}", "{zero}"] },
      { label: "Products", cells: ["Webshop", "Webshop and QR", "Webshop, QR and Page", "Webshop, QR and Page"] },
      { label: "Your own logo, colours and photos", cells: [true, true, true, true] },
      { label: "Advanced reporting", cells: ["None", "3 reports", "Unlimited", "Unlimited"] },
      { label: "Extra users", cells: ["None", "None", "2", "Unlimited"] },
      { label: "POS device", cells: ["Optional, to buy or rent", "Optional, to buy or rent", "Optional, to buy or rent", "Optional, to buy or rent"] },
      { label: "Manager", cells: ["Basic", "Advanced", "Premium", "Premium, all features"] },
      { label: "Account manager", cells: [false, false, false, true] },
      { label: "Social media promotions", cells: [false, false, false, true] },
    ],
    includedTitle: "Included in every plan",
    includedRows: [
      "Order management",
      "Sales insights",
      "Menu builder",
      "Product configurator",
      "Discounts and promotions",
      "Integrations",
      "Printer support",
      "Optional listing on the marketplace",
      "Customer service",
    ],
  },
  trial: {
    title: "How the free trial works",
    intro: "The free trial comes with Starter and Professional. Everything that applies to it is here.",
    items: [
      {
        title: "What is free",
        text: "For the first {trialDays} days you pay no monthly fee for Starter or Professional. You get everything in the plan, and we have you live within {onboardingHours} hours.",
      },
      {
        title: "What you do pay",
        text: "Payment costs per successful payment, as always, with no VAT. And what you choose to add: QR stickers ({qrSticker} each), a POS device (to buy for {posBuy} or rent for {posRent} a month) and SMS ({smsPrice} each), all excl. VAT.",
      },
      {
        title: "Stopping during the trial",
        text: "If you cancel before the trial ends, by WhatsApp, phone or e-mail, your plan stops on day {trialDays}. No notice applies and you pay no monthly fee.",
      },
      {
        title: "On day {firstPaidDay}",
        text: "If you do not cancel, your plan carries on and you pay the monthly fee from day {firstPaidDay}, excl. VAT. From then on you cancel with {noticeMonths} month's notice, as with every plan.",
      },
    ],
  },
  costs: {
    title: "Everything else you pay",
    intro: "Besides your plan, you only pay for your guests' payments and for what you choose to add. No small print.",
    payments: {
      title: "Payment costs per successful payment",
      caption: "What a payment costs, by payment method",
      methodHeader: "Payment method",
      costHeader: "Per payment",
      rows: [
        { method: "iDEAL", provider: "through {idealProvider}", cost: "{idealFee}" },
        { method: "Bancontact", provider: "through {idealProvider}", cost: "{bancontactFee}" },
        { method: "Credit and debit cards", provider: "through {cardProvider}", cost: "{cardFee}" },
        { method: "Apple Pay and Google Pay", provider: "through {cardProvider}", cost: "{walletFee}" },
      ],
      note: "The percentage is of the amount paid. Payment costs are the same in every plan and come on top of it, also on top of Free's commission. They carry no VAT: payment services are exempt. A failed payment costs nothing.",
    },
    items: [
      {
        title: "POS device",
        text: "Optional, with any plan: buy it for {posBuy} or rent it for {posRent} a month, excl. VAT. You can end the rental every month, like your plan.",
      },
      { title: "QR stickers", text: "{qrSticker} per sticker, excl. VAT: the cost price. Order as many as you have tables." },
      { title: "SMS", text: "Want orders by SMS as well? It costs {smsPrice} per SMS, excl. VAT. It stays off until you switch it on." },
      {
        title: "Monthly, with no annual contract",
        text: "Every plan runs month by month. You cancel with {noticeMonths} month's notice, and you can switch plans every month.",
      },
      {
        title: "Customer service",
        text: "Every day from {supportOpens} to {supportCloses} (Dutch time), in Dutch, by WhatsApp, phone and e-mail. In every plan.",
      },
    ],
  },
} satisfies PricingCopy;
