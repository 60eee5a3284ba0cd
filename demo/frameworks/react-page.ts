import { createElement, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { newCheckout, readConfig, shopLog } from "./page-config.ts";
import { App } from "./react-app.ts";

// The server rendered the same App (react-dom/server): hydration takes it over, in Strict Mode (effects twice).
const root = document.getElementById("root");
if (root)
  hydrateRoot(
    root,
    createElement(StrictMode, null, createElement(App, { config: readConfig(), log: shopLog, fetchCheckout: newCheckout })),
  );
