/**
 * react-aria's own texts in Vietnamese. react-aria 1.22 ships no vi-VN strings, so every label,
 * description and announcement it adds by itself (the hidden "Dismiss" buttons of overlays, number
 * field steppers, calendar arrows, table sort and selection descriptions, toast regions…) would be
 * English. react-aria reads a global dictionary instead of its bundled ones when one is installed on
 * `window`; once it is, EVERY package that asks for strings must be in it or the component throws, so
 * this covers all packages of the installed version, whether we use them yet or not.
 * `ariaStrings.vi.test.ts` holds it to the en-US dictionaries in node_modules, key for key.
 */

/** Variables react-aria passes to a message: formatted dates and labels, counts, flags. */
export type MessageArgs = Readonly<Record<string, string | number | boolean>>;

/** The formatter (@internationalized/string) passed to a message, through the methods messages use. */
export interface MessageFormatter {
  plural(count: number, options: Record<string, string | (() => string)>, type?: Intl.PluralRuleType): string;
  number(value: number): string;
  select(options: Record<string, string | (() => string)>, value: string): string;
}

export type Message = string | ((args: MessageArgs, formatter: MessageFormatter) => string);

/** Package name (as react-aria asks for it) → message key → message. */
export type AriaStrings = Readonly<Record<string, Readonly<Record<string, Message>>>>;

/** A variable as text, `''` when react-aria leaves it out (it trims what it gets back). */
const text = (args: MessageArgs, name: string): string => {
  const value = args[name];
  return value === undefined ? '' : String(value);
};

/** A count, formatted for the locale by the formatter (1.234), as the en-US messages do. */
const count = (args: MessageArgs, name: string, formatter: MessageFormatter): string => formatter.number(Number(args[name] ?? 0));

// Vietnamese nouns do not inflect for number: the en-US `one`/`other` pairs become one form. Only the
// explicit `=0` case of the grid survives, because it reads differently ("no item selected").
export const ariaStringsVi = {
  '@react-aria/autocomplete': {
    collectionLabel: 'Gợi ý',
  },
  '@react-aria/breadcrumbs': {
    breadcrumbs: 'Đường dẫn trang',
  },
  '@react-aria/calendar': {
    // A calendar pages by month, the unit of its grid.
    previous: 'Tháng trước',
    next: 'Tháng sau',
    selectedDateDescription: (args) => `Ngày đã chọn: ${text(args, 'date')}`,
    selectedRangeDescription: (args) => `Khoảng ngày đã chọn: ${text(args, 'dateRange')}`,
    todayDate: (args) => `Hôm nay, ${text(args, 'date')}`,
    todayDateSelected: (args) => `Hôm nay, ${text(args, 'date')}, đã chọn`,
    dateSelected: (args) => `${text(args, 'date')}, đã chọn`,
    startRangeSelectionPrompt: 'Bấm để bắt đầu chọn khoảng ngày',
    finishRangeSelectionPrompt: 'Bấm để kết thúc chọn khoảng ngày',
    minimumDate: 'Ngày sớm nhất có thể chọn',
    maximumDate: 'Ngày muộn nhất có thể chọn',
    dateRange: (args) => `${text(args, 'startDate')} đến ${text(args, 'endDate')}`,
  },
  '@react-aria/color': {
    colorPicker: 'Bộ chọn màu',
    twoDimensionalSlider: 'Thanh trượt hai chiều',
    colorNameAndValue: (args) => `${text(args, 'name')}: ${text(args, 'value')}`,
    colorInputLabel: (args) => `${text(args, 'label')}, ${text(args, 'channelLabel')}`,
    colorSwatch: 'mẫu màu',
    transparent: 'trong suốt',
  },
  '@react-aria/combobox': {
    focusAnnouncement: (args, formatter) =>
      `${formatter.select(
        {
          true: () => `Đã vào nhóm ${text(args, 'groupTitle')}, có ${count(args, 'groupCount', formatter)} lựa chọn. `,
          other: '',
        },
        text(args, 'isGroupChange'),
      )}${text(args, 'optionText')}${formatter.select({ true: ', đã chọn', other: '' }, text(args, 'isSelected'))}`,
    countAnnouncement: (args, formatter) => `Có ${count(args, 'optionCount', formatter)} lựa chọn.`,
    selectedAnnouncement: (args) => `${text(args, 'optionText')}, đã chọn`,
    buttonLabel: 'Hiện gợi ý',
    listboxLabel: 'Gợi ý',
  },
  '@react-aria/datepicker': {
    // Segment names for browsers without Intl.DisplayNames' dateTimeField; the same words as CLDR's,
    // which every other browser reads out.
    era: 'thời đại',
    year: 'Năm',
    month: 'Tháng',
    day: 'Ngày',
    hour: 'Giờ',
    minute: 'Phút',
    second: 'Giây',
    dayPeriod: 'SA/CH',
    calendar: 'Lịch',
    startDate: 'Ngày bắt đầu',
    endDate: 'Ngày kết thúc',
    weekday: 'ngày trong tuần',
    timeZoneName: 'Múi giờ',
    selectedDateDescription: (args) => `Ngày đã chọn: ${text(args, 'date')}`,
    selectedRangeDescription: (args) => `Khoảng ngày đã chọn: ${text(args, 'startDate')} đến ${text(args, 'endDate')}`,
    selectedTimeDescription: (args) => `Giờ đã chọn: ${text(args, 'time')}`,
  },
  '@react-aria/dnd': {
    dragItem: (args) => `Kéo ${text(args, 'itemText')}`,
    dragSelectedItems: (args, formatter) => `Kéo ${count(args, 'count', formatter)} mục đã chọn`,
    dragDescriptionKeyboard: 'Nhấn Enter để bắt đầu kéo.',
    dragDescriptionKeyboardAlt: 'Nhấn Alt + Enter để bắt đầu kéo.',
    dragDescriptionTouch: 'Chạm hai lần để bắt đầu kéo.',
    dragDescriptionVirtual: 'Bấm để bắt đầu kéo.',
    dragDescriptionLongPress: 'Nhấn giữ để bắt đầu kéo.',
    dragSelectedKeyboard: (args, formatter) => `Nhấn Enter để kéo ${count(args, 'count', formatter)} mục đã chọn.`,
    dragSelectedKeyboardAlt: (args, formatter) => `Nhấn Alt + Enter để kéo ${count(args, 'count', formatter)} mục đã chọn.`,
    dragSelectedLongPress: (args, formatter) => `Nhấn giữ để kéo ${count(args, 'count', formatter)} mục đã chọn.`,
    dragStartedKeyboard: 'Đã bắt đầu kéo. Nhấn Tab để đến chỗ thả, rồi nhấn Enter để thả, hoặc nhấn Escape để huỷ.',
    dragStartedTouch: 'Đã bắt đầu kéo. Di chuyển đến chỗ thả, rồi chạm hai lần để thả.',
    dragStartedVirtual: 'Đã bắt đầu kéo. Di chuyển đến chỗ thả, rồi bấm hoặc nhấn Enter để thả.',
    endDragKeyboard: 'Đang kéo. Nhấn Enter để huỷ kéo.',
    endDragTouch: 'Đang kéo. Chạm hai lần để huỷ kéo.',
    endDragVirtual: 'Đang kéo. Bấm để huỷ kéo.',
    dropDescriptionKeyboard: 'Nhấn Enter để thả. Nhấn Escape để huỷ kéo.',
    dropDescriptionTouch: 'Chạm hai lần để thả.',
    dropDescriptionVirtual: 'Bấm để thả.',
    dropCanceled: 'Đã huỷ thả.',
    dropComplete: 'Đã thả xong.',
    dropIndicator: 'chỗ thả',
    dropOnRoot: 'Thả vào',
    dropOnItem: (args) => `Thả vào ${text(args, 'itemText')}`,
    insertBefore: (args) => `Chèn trước ${text(args, 'itemText')}`,
    insertBetween: (args) => `Chèn giữa ${text(args, 'beforeItemText')} và ${text(args, 'afterItemText')}`,
    insertAfter: (args) => `Chèn sau ${text(args, 'itemText')}`,
  },
  '@react-aria/grid': {
    deselectedItem: (args) => `Đã bỏ chọn ${text(args, 'item')}.`,
    select: 'Chọn',
    selectedCount: (args, formatter) =>
      `${formatter.plural(Number(args.count ?? 0), {
        '=0': 'Chưa chọn mục nào',
        other: () => `Đã chọn ${count(args, 'count', formatter)} mục`,
      })}.`,
    selectedAll: 'Đã chọn tất cả các mục.',
    selectedItem: (args) => `Đã chọn ${text(args, 'item')}.`,
    longPressToSelect: 'Nhấn giữ để bật chế độ chọn.',
  },
  '@react-aria/link-preview': {
    longPressMessage: 'Nhấn giữ để mở bản xem trước',
  },
  '@react-aria/menu': {
    longPressMessage: 'Nhấn giữ hoặc nhấn Alt + Mũi tên xuống để mở menu',
  },
  '@react-aria/numberfield': {
    // react-aria trims the result: with no field label these read "Giảm" / "Tăng".
    decrease: (args) => `Giảm ${text(args, 'fieldLabel')}`,
    increase: (args) => `Tăng ${text(args, 'fieldLabel')}`,
    numberField: 'Ô nhập số',
  },
  '@react-aria/overlays': {
    dismiss: 'Đóng',
  },
  '@react-aria/searchfield': {
    'Clear search': 'Xoá nội dung tìm kiếm',
  },
  '@react-aria/spinbutton': {
    // The value a screen reader reads for a number field left blank.
    Empty: 'Trống',
  },
  '@react-aria/steplist': {
    steplist: 'Danh sách bước',
  },
  '@react-aria/table': {
    select: 'Chọn',
    selectAll: 'Chọn tất cả',
    sortable: 'cột có thể sắp xếp',
    ascending: 'tăng dần',
    descending: 'giảm dần',
    ascendingSort: (args) => `sắp xếp theo cột ${text(args, 'columnName')}, tăng dần`,
    descendingSort: (args) => `sắp xếp theo cột ${text(args, 'columnName')}, giảm dần`,
    columnSize: (args) => `${text(args, 'value')} pixel`,
    resizerDescription: 'Nhấn Enter để bắt đầu đổi độ rộng',
    expand: 'Mở rộng',
    collapse: 'Thu gọn',
  },
  '@react-aria/tag': {
    removeDescription: 'Nhấn Delete để xoá thẻ.',
    removeButtonLabel: 'Xoá',
  },
  '@react-aria/toast': {
    close: 'Đóng',
    notifications: (args, formatter) => `${count(args, 'count', formatter)} thông báo.`,
  },
  '@react-aria/tree': {
    expand: 'Mở rộng',
    collapse: 'Thu gọn',
  },
  '@react-stately/color': {
    hue: 'Sắc độ',
    saturation: 'Độ bão hoà',
    lightness: 'Độ sáng',
    brightness: 'Độ chói',
    red: 'Đỏ',
    green: 'Xanh lục',
    blue: 'Xanh lam',
    alpha: 'Độ đục',
    // Vietnamese puts the colour first and its qualifiers after: "xanh lam rực rỡ rất tối".
    colorName: (args) => `${text(args, 'hue')} ${text(args, 'chroma')} ${text(args, 'lightness')}`,
    transparentColorName: (args) =>
      `${text(args, 'hue')} ${text(args, 'chroma')} ${text(args, 'lightness')}, trong suốt ${text(args, 'percentTransparent')}`,
    'very dark': 'rất tối',
    dark: 'tối',
    light: 'sáng',
    'very light': 'rất sáng',
    pale: 'nhạt',
    grayish: 'ngả xám',
    vibrant: 'rực rỡ',
    black: 'đen',
    white: 'trắng',
    gray: 'xám',
    pink: 'hồng',
    'pink red': 'đỏ hồng',
    'red orange': 'đỏ cam',
    brown: 'nâu',
    orange: 'cam',
    'orange yellow': 'vàng cam',
    'brown yellow': 'vàng nâu',
    yellow: 'vàng',
    'yellow green': 'xanh nõn chuối',
    'green cyan': 'xanh ngọc',
    cyan: 'xanh lơ',
    'cyan blue': 'xanh da trời',
    'blue purple': 'xanh tím',
    purple: 'tím',
    'purple magenta': 'tím cánh sen',
    magenta: 'cánh sen',
    'magenta pink': 'hồng cánh sen',
  },
  '@react-stately/datepicker': {
    rangeUnderflow: (args) => `Giá trị phải là ${text(args, 'minValue')} hoặc muộn hơn.`,
    rangeOverflow: (args) => `Giá trị phải là ${text(args, 'maxValue')} hoặc sớm hơn.`,
    rangeReversed: 'Ngày bắt đầu phải trước ngày kết thúc.',
    unavailableDate: 'Ngày đã chọn không khả dụng.',
  },
  'react-aria-components': {
    selectPlaceholder: 'Chọn một mục',
    tableResizer: 'Thanh đổi độ rộng cột',
    dropzoneLabel: 'Vùng thả tệp',
    colorSwatchPicker: 'Bảng mẫu màu',
  },
} as const satisfies AriaStrings;

const localeKey = Symbol.for('react-aria.i18n.locale');
const stringsKey = Symbol.for('react-aria.i18n.strings');

/**
 * Makes react-aria speak Vietnamese: every later render of a react-aria component reads these strings.
 * Components already on screen keep their English until they render again, so call it before the
 * first render of anything that shows react-aria's own texts. Calling it again changes nothing
 * (react-aria keeps the first dictionary it found).
 */
export function installAriaStrings(target: Window = window): void {
  Object.assign(target, { [localeKey]: 'vi-VN', [stringsKey]: ariaStringsVi });
}
