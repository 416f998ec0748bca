export { type FieldProblem, useFieldMessage, useFormField } from './field-message';
export { FormDateField, type FormDateFieldProps } from './FormDateField';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { FormPage, type FormPageProps } from './FormPage';
export { FormSearchField, type FormSearchFieldProps } from './FormSearchField';
export { FormSwitchField, type FormSwitchFieldProps } from './FormSwitchField';
export { type FieldOption, FormTextField, type FormTextFieldProps } from './FormTextField';
export { chosen } from './chosen';
export { useZodForm } from './use-zod-form';
