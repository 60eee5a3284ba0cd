/** A form's polite live region (what the last submit found) and its form-level error message, if any. */
export function FormStatus(p: { readonly announcement: string; readonly error: string | undefined }) {
  return (
    <>
      <div class="wpwl-sr-only" role="status" aria-live="polite">
        {p.announcement}
      </div>
      {p.error ? (
        <div class="wpwl-message wpwl-has-error" role="alert">
          {p.error}
        </div>
      ) : null}
    </>
  );
}
