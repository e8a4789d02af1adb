// Apart from the notices' component so the API client's error texts can share them without its styles.
export const offlineNotice = 'Bạn đang ngoại tuyến. Hãy kiểm tra kết nối mạng.';
export const newVersionNotice = 'Đã có phiên bản mới.';
