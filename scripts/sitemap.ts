// Being written in this change; replaced before it lands.
console.log("sitemap: nothing yet");
