/**
 * Chinese typesetting for text put together from a template and names: a space between a Chinese
 * character and a Latin letter on either side, none between Chinese characters. The templates
 * put no space around a name, so a Chinese package name joins its sentence ("您已成功购买专业版")
 * and a Latin one stands apart ("您已成功购买 Growth Package"). Digits are left alone: dates
 * such as 11月28日 take no spaces.
 */
export function spaceCjkLatin(text: string): string {
  return text.replace(/(\p{Script=Han})([A-Za-z])/gu, '$1 $2').replace(/([A-Za-z])(\p{Script=Han})/gu, '$1 $2')
}
