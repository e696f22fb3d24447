/** 'photo.png (12.3 KB)': the picker shows the chosen file's name and size in KB (spec section 2). */
export function describeFile(file: Pick<File, 'name' | 'size'>): string {
  return `${file.name} (${(file.size / 1024).toFixed(1)} KB)`;
}
