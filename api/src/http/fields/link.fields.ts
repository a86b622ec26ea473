import { isHttpUrl, isImageUrl, LIMITS, MESSAGES, textError } from '@academy/common';
import { SLUG_PATTERN } from '@academy/common/slug';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { videoUrlError, VIDEO_TYPES, type VideoType } from '@academy/common/video-url';
import { Field } from './field';
import { blankToNull, trim } from './transformers';

const V = MESSAGES.validation;

/** A typed slug: lower-case letters, digits and hyphens, as long as the slug columns hold. */
export const SlugField = () =>
  Field(
    'slug',
    (value) => {
      if (typeof value !== 'string' || value === '') return V.slug;
      if (value.length > LIMITS.slugStoredMax) return V.slugMax;
      return SLUG_PATTERN.test(value) ? null : V.slugPattern;
    },
    trim,
  );

/** Any http(s) address (a video's page or file), required. */
export const HttpUrlField = (required: string = V.url) =>
  Field(
    'httpUrl',
    (value) => {
      if (typeof value !== 'string' || value === '') return required;
      if (value.length > LIMITS.urlMax) return ADMIN_MESSAGES.videoUrl.tooLong;
      return isHttpUrl(value) ? null : V.url;
    },
    trim,
  );

/**
 * An image address: an http(s) URL or a path of this site, never javascript:, data: or //host.
 * With `required` it must be there; without, absent stays absent and blank or null clears it.
 */
export function ImageUrlField({ required }: { required?: string } = {}): PropertyDecorator {
  if (required !== undefined) {
    return Field(
      'imageUrl',
      (value) => (typeof value !== 'string' || value === '' ? required : isImageUrl(value) ? null : V.url),
      trim,
    );
  }
  return Field(
    'optionalImageUrl',
    (value) => (value === undefined || value === null || isImageUrl(value) ? null : V.url),
    blankToNull,
  );
}

const videoTypeIn = (body: Record<string, unknown>, property: string): VideoType | null =>
  (VIDEO_TYPES as readonly unknown[]).includes(body[property]) ? (body[property] as VideoType) : null;

/**
 * A video address that must fit the type sent beside it (a YouTube link, or a NAS file of a video
 * format), with common's videoUrlError message. Without a valid type there is nothing to match:
 * the type field reports that.
 */
export const VideoUrlField = (typeProperty = 'type') =>
  Field(
    'videoUrl',
    (value, body) => {
      if (typeof value !== 'string' || value === '') return V.url;
      const unusable = textError(value);
      if (unusable) return unusable;
      const type = videoTypeIn(body, typeProperty);
      return type === null ? null : videoUrlError(type, value);
    },
    trim,
  );
