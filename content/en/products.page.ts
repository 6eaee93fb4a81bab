import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Restaurant website with own domain | Bestelwijs",
    description: "Page gives your restaurant its own website with its own domain and hosting, linked straight to your webshop. Choose from 1000+ designs. Free for 30 days.",
  },
  hero: {
    title: "Your own restaurant website, linked straight to your webshop",
    subtitle: "Page takes care of your domain and hosting. Visitors go straight from your website to your webshop. Choose from 1000+ designs.",
  },
} satisfies ProductCopy;
