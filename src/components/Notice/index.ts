export { Notice, NoticeRegion, type NoticeProps } from './Notice';
