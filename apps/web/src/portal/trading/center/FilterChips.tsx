interface FilterChipsProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** One filter row: a label and a choice of chips that wraps on narrow screens. */
export function FilterChips({ label, value, options, onChange }: FilterChipsProps) {
  return (
    <div className="filter-chips" role="group" aria-label={label}>
      <span className="filter-chips__label">{label}：</span>
      <div className="filter-chips__options">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="filter-chips__chip"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
