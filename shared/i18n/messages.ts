/** Nested UI strings, as in locales/<lang>/<file>.json; phrases use %{name} placeholders. */
export interface Messages {
    [key: string]: string | Messages;
}
