/*
 * Every field rule of the API's request bodies and queries, written one way (see field.ts), with
 * the limits and Korean messages of @academy/common. A DTO field gets one of these decorators.
 */
export { Field, type Check, type FieldFacts, type Normalize } from './field';
export { fitsTextColumn } from './text-column';
export {
  EmailField,
  IdField,
  NewEmailField,
  PasswordField,
  SameAsField,
  TextField,
  type PasswordFieldOptions,
  type TextFieldOptions,
} from './text.fields';
export { HttpUrlField, ImageUrlField, SlugField, VideoUrlField } from './link.fields';
export { IdListField } from './id-list.field';
export {
  BooleanField,
  DayField,
  DisplayOrderField,
  FeatureListField,
  IntegerField,
  IsoDateField,
  OneOfField,
  TagsField,
  type IntegerFieldOptions,
} from './value.fields';
