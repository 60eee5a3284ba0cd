#!/usr/bin/env node
// The package's command: its code is TypeScript, run through tsx (a dependency of the package).
import { register } from "tsx/esm/api";

register();
await import("../src/gateway/cli.ts");
