// A catalogue imported as `./en/AREA.json?lingui` is compiled by the Lingui Vite plugin.
declare module "*.json?lingui" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
