import { brandName } from "../../shared/brand-names.ts";
import type { StoredCard } from "../../shared/checkout-config.ts";
import type { Strings } from "../../shared/labels.ts";
import { FormStatus } from "../FormStatus.tsx";
import type { FieldFrame } from "../hosted-fields/field-frame.ts";
import { ownSubmit } from "../view/own-submit.ts";
import { payButton } from "../view/pay-button.tsx";
import type { StoredCardsModel } from "./stored-cards-model.ts";

export interface StoredCardsFormProps {
  readonly model: StoredCardsModel;
  readonly cards: readonly StoredCard[];
  readonly strings: Strings;
  /** The CVV frame of each card (requireCvv), by registration id. */
  readonly cvvFrames: ReadonlyMap<string, FieldFrame>;
  /** Without requireCvv: the hidden gateway frame that posts the payment. */
  readonly relay: FieldFrame | undefined;
  readonly idPrefix: string;
  readonly submitLabel: string;
  /** hideInitialPaymentForms: the button that shows the other forms. */
  readonly showInitialButton: boolean;
  readonly onSubmit: () => void;
  readonly onSelect: (id: string) => void;
  readonly onShowInitial: () => void;
}

const wrapper = (part: string) => `wpwl-wrapper-registration wpwl-wrapper-registration-${part}`;

/** The stored cards (one-click) in the wpwl-* vocabulary: one radio row per card, the first selected. */
export function StoredCardsForm(p: StoredCardsFormProps) {
  const { model, strings } = p;
  const { labels, errorMessages } = strings;
  const selected = model.selected.value;
  const errors = model.errors.value;
  const formError = model.formError.value;
  const frame = (f: FieldFrame, className: string, title: string, hintId?: string) => (
    <iframe
      ref={f.attach}
      src={f.src}
      class={className}
      title={title}
      allow="payment"
      referrerpolicy="no-referrer"
      aria-describedby={hintId}
    />
  );
  return (
    <form class="wpwl-form wpwl-form-registrations" noValidate ref={ownSubmit(() => p.onSubmit())}>
      <FormStatus announcement={model.announcement.value} error={formError ? errorMessages[formError] : undefined} />
      {/* Seen: the page may show a second form with its own pay button below (the card form); this says which is which.
          Heard: the radio group's own name says it already. */}
      <div class="wpwl-registrations-title" aria-hidden="true">
        {labels.storedCards}
      </div>
      <div id="wpwl-registrations" role="radiogroup" aria-label={labels.storedCards}>
        {p.cards.map((card) => {
          const id = `${p.idPrefix}-${card.id}`;
          const error = errors[card.id];
          const cvv = p.cvvFrames.get(card.id);
          const isSelected = card.id === selected;
          return (
            <div
              key={card.id}
              class={`wpwl-group wpwl-group-registration wpwl-clearfix${isSelected ? " wpwl-selected" : ""}${error ? " wpwl-group-has-error" : ""}`}
              data-action="change-registration"
            >
              <label class="wpwl-registration" for={id}>
                <div class={wrapper("registrationId")}>
                  <input
                    id={id}
                    type="radio"
                    name="registrationId"
                    value={card.id}
                    checked={isSelected}
                    data-action="change-registration"
                    onChange={() => p.onSelect(card.id)}
                  />
                </div>
                <div class={wrapper("brand")}>
                  <div class={`wpwl-brand wpwl-brand-inline wpwl-brand-${card.brand}`}>{brandName(card.brand)}</div>
                </div>
                <div class={wrapper("details")}>
                  <div class={wrapper("number")} dir="ltr">
                    •••• {card.last4}
                  </div>
                  <div class={wrapper("expiry")} dir="ltr">
                    {card.expiryMonth}/{card.expiryYear.slice(-2)}
                  </div>
                  {card.holder ? <div class={wrapper("holder")}>{card.holder}</div> : null}
                </div>
              </label>
              {cvv ? (
                <div class={wrapper("cvv")}>
                  {frame(
                    cvv,
                    `wpwl-control wpwl-control-iframe wpwl-control-cvv${error ? " wpwl-has-error" : ""}`,
                    labels.cvvFrameTitle,
                    error ? `${id}-hint` : undefined,
                  )}
                  {error ? (
                    <div class={`wpwl-hint wpwl-hint-${error}`} id={`${id}-hint`}>
                      {errorMessages[error]}
                    </div>
                  ) : null}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      {p.relay ? <div hidden>{frame(p.relay, "wpwl-control-iframe wpwl-relay", labels.cvvFrameTitle)}</div> : null}
      {payButton(
        model.submitting.value ? labels.processing : p.submitLabel,
        model.submitting.value,
        undefined,
        p.showInitialButton ? (
          <button type="button" class="wpwl-button wpwl-button-showInitialForms" data-action="show-initial-forms" onClick={p.onShowInitial}>
            {labels.showOtherPaymentMethods}
          </button>
        ) : null,
      )}
    </form>
  );
}
