/** Links that call or message the site's phone number (the site config's `phone`, config/site-config.ts). */
export function whatsappUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/ /g, "")}`;
}
