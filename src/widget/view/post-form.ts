/**
 * Posts `parameters` to `url` as a hidden form's submission, the way the established widget reaches a bank's or an
 * ACS page: into the window (`target` unset) or into the frame named `target`. The form is appended to `parent`
 * (it must be in the document to submit) and returned, so a caller that stays on the page can remove it.
 */
export function postForm(
  url: string,
  parameters: readonly { readonly name: string; readonly value: string }[],
  parent: HTMLElement,
  target?: string,
): HTMLFormElement {
  const form = document.createElement("form");
  form.method = "POST";
  form.action = url;
  if (target) form.target = target;
  form.hidden = true;
  for (const p of parameters) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = p.name;
    input.value = p.value;
    form.append(input);
  }
  parent.append(form);
  form.submit();
  return form;
}
