import { Injectable } from '@nestjs/common';

/**
 * The version of the public content (programs, gallery, courses and their videos, notices): any
 * write moves it on, and everything cached from the old version (rendered pages, public API
 * answers) is dropped at once. Other processes only see their own writes: their caches expire.
 */
@Injectable()
export class ContentChanges {
  private version = 0;
  private readonly listeners = new Set<() => void>();

  get current(): number {
    return this.version;
  }

  changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
