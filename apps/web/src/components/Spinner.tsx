export function Spinner({ label = 'กำลังดำเนินการ', small = false }: { label?: string; small?: boolean }) {
  return <span className={small ? 'spinner spinner-sm' : 'spinner'} role="status" aria-label={label} data-testid="spinner" />;
}
