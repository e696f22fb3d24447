/**
 * The admin remotes' form kit: antd fields bound to a react-hook-form form, each with a visible label tied to its
 * control. Its own entry, never part of the Module Federation shared main entry: it imports antd and
 * react-hook-form, which must not reach the public pages.
 */
export { TextField, type TextFieldProps } from './TextField.js';
export { TextInput, type TextInputProps } from './TextInput.js';
export { SelectField, type SelectFieldProps } from './SelectField.js';
export { RadioButtonsField, type RadioButtonsFieldProps } from './RadioButtonsField.js';
export { BrandTheme } from './BrandTheme.js';
export { AdminSection } from './AdminSection.js';
