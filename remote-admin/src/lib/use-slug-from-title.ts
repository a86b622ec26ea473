import { useRef } from 'react';
import type { FormInstance } from 'antd';
import { generateSlug } from '@academy/common/slug';

/**
 * While a new course or program is written, its slug follows the title until the
 * admin types a slug of their own; an existing record's slug never moves by itself.
 */
export function useSlugFromTitle(form: FormInstance) {
  const slugTouched = useRef(false);
  return {
    /** true: the slug follows the title from now on (a new record); false: it stays. */
    follow(following: boolean) {
      slugTouched.current = !following;
    },
    /** The form's onValuesChange (or a part of it). */
    onValuesChange(changed: { title?: string; slug?: string }) {
      if ('slug' in changed) slugTouched.current = true;
      if ('title' in changed && !slugTouched.current) form.setFieldValue('slug', generateSlug(changed.title ?? ''));
    },
  };
}
