import type { KioskContentItemBody } from '@rollcall/api-client';
import { Button } from '../kit/Button';
import { TextField } from '../kit/TextField';
import {
  contentPlaceholder,
  KIOSK_CONTENT_TYPES,
  type KioskContentType,
  type KioskUserType,
} from './kiosk-contents-form';

/** One card of the Kiosk Contents screen: the user type's label and its content items. */
export function KioskContentCard({
  type,
  label,
  items,
  errors,
  disabled,
  onLabel,
  onAdd,
  onChange,
  onMove,
  onRemove,
}: {
  type: KioskUserType;
  label: string;
  items: KioskContentItemBody[];
  errors: Record<string, string>;
  disabled: boolean;
  onLabel: (label: string) => void;
  onAdd: () => void;
  onChange: (index: number, change: Partial<KioskContentItemBody>) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <section
      aria-label={`${type} card`}
      data-testid={`kiosk-card-${type}`}
      className="flex flex-1 flex-col gap-3 rounded-lg border border-line bg-white p-4"
    >
      <h2 className="text-lg font-semibold">{type}</h2>
      <TextField
        label="Label"
        required
        aria-label={`${type} label`}
        value={label}
        maxLength={50}
        disabled={disabled}
        error={errors[`label.${type}`]}
        onChange={(e) => onLabel(e.target.value)}
      />
      <div className="flex flex-col gap-3">
        <span className="font-semibold">Contents</span>
        {items.length === 0 && <p className="text-muted">No content yet.</p>}
        {items.map((item, index) => {
          const name = `${type} item ${index + 1}`;
          const error = errors[`item.${type}.${index}`];
          return (
            <div key={index} className="flex flex-col gap-1 rounded-md border border-line p-3" data-testid={name}>
              <div className="flex items-center gap-2">
                <select
                  aria-label={`${name} type`}
                  className="h-9 rounded-md border border-line px-2"
                  value={item.kioskContentType}
                  disabled={disabled}
                  onChange={(e) => onChange(index, { kioskContentType: e.target.value as KioskContentType })}
                >
                  {KIOSK_CONTENT_TYPES.map((t) => (
                    <option key={t}>{t}</option>
                  ))}
                </select>
                <div className="ml-auto flex gap-1">
                  <Button
                    aria-label={`Move ${name} up`}
                    disabled={disabled || index === 0}
                    onClick={() => onMove(index, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    aria-label={`Move ${name} down`}
                    disabled={disabled || index === items.length - 1}
                    onClick={() => onMove(index, 1)}
                  >
                    ↓
                  </Button>
                  <Button aria-label={`Remove ${name}`} disabled={disabled} onClick={() => onRemove(index)}>
                    Remove
                  </Button>
                </div>
              </div>
              {item.kioskContentType === 'Html' ? (
                <textarea
                  aria-label={`${name} content`}
                  rows={4}
                  className={`rounded-md border px-3 py-2 ${error ? 'border-danger' : 'border-line'}`}
                  placeholder={contentPlaceholder(item.kioskContentType)}
                  value={item.content}
                  disabled={disabled}
                  onChange={(e) => onChange(index, { content: e.target.value })}
                />
              ) : (
                <input
                  aria-label={`${name} content`}
                  type="url"
                  className={`h-9 rounded-md border px-3 ${error ? 'border-danger' : 'border-line'}`}
                  placeholder={contentPlaceholder(item.kioskContentType)}
                  value={item.content}
                  disabled={disabled}
                  onChange={(e) => onChange(index, { content: e.target.value })}
                />
              )}
              <div className="min-h-5 text-[13px] text-danger" role={error ? 'alert' : undefined}>
                {error}
              </div>
            </div>
          );
        })}
        {!disabled && (
          <Button aria-label={`Add ${type} content`} onClick={onAdd} className="self-start">
            + Add content
          </Button>
        )}
      </div>
    </section>
  );
}
