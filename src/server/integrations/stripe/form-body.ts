// Stripe's API takes application/x-www-form-urlencoded bodies with bracketed keys
// (line_items[0][price_data][unit_amount]=499, expand[]=line_items). This reads them back into
// objects and arrays, as Stripe does.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };

function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const rest = [...key.slice(first).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
  return [key.slice(0, first), ...rest];
}

export function parseStripeForm(body: string | URLSearchParams): Record<string, FormValue> {
  const params = typeof body === 'string' ? new URLSearchParams(body) : body;
  const root: Record<string, FormValue> = {};
  for (const [key, value] of params) {
    const path = keyPath(key);
    let node: Record<string, FormValue> | FormValue[] = root;
    for (let i = 0; i < path.length; i++) {
      const part = path[i]!;
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1]!);
      const slot: string | number = Array.isArray(node) ? (part === '' ? node.length : Number(part)) : part;
      if (last) {
        (node as Record<string | number, FormValue>)[slot] = value;
      } else {
        const existing = (node as Record<string | number, FormValue>)[slot];
        const child = existing && typeof existing === 'object' ? existing : nextIsIndex ? [] : {};
        (node as Record<string | number, FormValue>)[slot] = child;
        node = child as Record<string, FormValue> | FormValue[];
      }
    }
  }
  return root;
}

/** A form value as text, or undefined. */
export const text = (v: FormValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

/** A form value as a list (expand[]=a&expand[]=b, or expand[0]=a). */
export function list(v: FormValue | undefined): FormValue[] {
  if (Array.isArray(v)) return v.filter((x) => x !== undefined);
  if (v && typeof v === 'object') return Object.values(v);
  return v === undefined ? [] : [v];
}
