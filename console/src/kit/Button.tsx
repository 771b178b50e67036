import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'default' | 'link';

const styles: Record<Variant, string> = {
  primary:
    'bg-primary text-white hover:bg-primary-hover disabled:opacity-60 px-4 h-9 rounded-md font-semibold shadow-sm',
  default: 'bg-white text-ink border border-line hover:border-primary hover:text-primary px-4 h-9 rounded-md',
  link: 'text-primary hover:underline',
};

export function Button({
  variant = 'default',
  loading = false,
  className = '',
  children,
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; loading?: boolean }) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex items-center justify-center gap-2 transition-colors disabled:cursor-not-allowed ${styles[variant]} ${className}`}
    >
      {loading && (
        <span className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
      )}
      {children}
    </button>
  );
}
