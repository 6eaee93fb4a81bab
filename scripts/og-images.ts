// Being written in this change; replaced before it lands.
console.log("og-images: nothing yet");
