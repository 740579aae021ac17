import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { QueryView } from '../../components/admin/states.tsx';
import { useRoles } from './accounts.api.ts';

/**
 * Every role, built-in and custom, as checkboxes (decision 023): the one place the account forms give roles.
 * The value is the list of role ids.
 */
export function RolesField<T extends FieldValues>({
  control,
  name,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the transformed (submitted) type does not matter to a field
  control: Control<T, unknown, any>;
  name: FieldPath<T>;
}) {
  const id = useId();
  const roles = useRoles();
  const { field, fieldState } = useController({ control, name });
  const chosen: string[] = field.value ?? [];
  const error = fieldState.error?.message;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} data-testid="account-roles">
      <legend className="text-sm font-medium text-slate-700">
        Vai trò <span className="text-red-600">*</span>
      </legend>
      <QueryView
        query={roles}
        loadingLabel="Đang tải vai trò..."
        errorMessage="Không thể tải danh sách vai trò"
      >
        {(list) => (
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {list.map((role) => (
              <label key={role._id} className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="mt-1"
                  name={field.name}
                  checked={chosen.includes(role._id)}
                  onBlur={field.onBlur}
                  onChange={(e) =>
                    field.onChange(
                      e.target.checked ? [...chosen, role._id] : chosen.filter((x) => x !== role._id),
                    )
                  }
                  aria-invalid={error ? true : undefined}
                />
                <span>
                  <span className="font-medium">{role.name}</span>
                  {role.description && (
                    <span className="block text-xs text-slate-600">{role.description}</span>
                  )}
                </span>
              </label>
            ))}
          </div>
        )}
      </QueryView>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
