// Inline in the downloads page's <head>: marks the visitor's system before the cards paint.
import { markVisitorOs } from "../enhance/visitor-os";

markVisitorOs();
