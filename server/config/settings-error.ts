/**
 * A mistake in the operator's settings (`.env`, `shop.config.json`) that stops the shop from
 * starting: the entry point prints its message alone and exits with code 1.
 */
export class SettingsError extends Error {}
