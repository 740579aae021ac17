import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  useController,
  useForm,
} from 'react-hook-form';
import type { z } from '#domain/shared/zod.ts';

/**
 * A react-hook-form bound to a domain schema (STYLE.md habit 1): the form's values are the schema's input,
 * what a submit handler receives its output, and every message the schema's Vietnamese one.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), ...options });
}

export const inputClass =
  'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-invalid:border-red-500';

type FieldProps<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: the transformed (submitted) type does not matter to a field
  control: Control<T, unknown, any>;
  name: FieldPath<T>;
  label: ReactNode;
  required?: boolean;
  /** Help under the field (a counter, a rule); read with the field through aria-describedby. */
  hint?: ReactNode;
};

type Described = { id: string; describedBy: string | undefined; invalid: boolean };

/** Label, control, hint and error text, the last two linked to the control by aria-describedby. */
function Field({
  label,
  required,
  hint,
  error,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: (described: Described) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label} {required && <span className="text-red-600">*</span>}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <div id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps<T extends FieldValues> = FieldProps<T> & {
  type?: 'text' | 'email' | 'password' | 'url' | 'number' | 'datetime-local';
  /** Rewrites what is typed before it is stored (e.g. keeps a slug to a-z, 0-9 and '-'). */
  transform?: (value: string) => string;
  /** Called after each change, with the stored value (e.g. to fill another field from this one). */
  onValueChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  min?: string;
  step?: string;
  autoComplete?: string;
};

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  type = 'text',
  transform,
  onValueChange,
  onBlur,
  ...rest
}: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={label} required={required} hint={hint} error={fieldState.error?.message}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type={type}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={(event) => {
            const value = transform ? transform(event.target.value) : event.target.value;
            field.onChange(value);
            onValueChange?.(value);
          }}
          onBlur={() => {
            field.onBlur();
            onBlur?.();
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...rest}
        />
      )}
    </Field>
  );
}

/**
 * A password box: a new one by default (the browser offers to generate and keep it), or `current` for the one the
 * person types to prove who they are.
 */
export function PasswordField<T extends FieldValues>({
  current,
  ...props
}: Omit<TextFieldProps<T>, 'type' | 'autoComplete'> & { current?: boolean }) {
  return (
    <TextField {...props} type="password" autoComplete={current ? 'current-password' : 'new-password'} />
  );
}

export function TextareaField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  rows = 3,
  maxLength,
}: FieldProps<T> & { rows?: number; maxLength?: number }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={label} required={required} hint={hint} error={fieldState.error?.message}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          maxLength={maxLength}
          {...field}
          value={field.value ?? ''}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
    </Field>
  );
}

export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  options,
}: FieldProps<T> & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={label} required={required} hint={hint} error={fieldState.error?.message}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          {...field}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
}: Omit<FieldProps<T>, 'required'>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const error = fieldState.error?.message;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="inline-flex items-center gap-2 text-sm text-slate-700">
        <input
          id={id}
          type="checkbox"
          name={field.name}
          ref={field.ref}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {label}
      </label>
      {hint && (
        <div id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
