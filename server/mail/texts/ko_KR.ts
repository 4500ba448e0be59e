import type { MailTexts } from './mailTexts';

export const ko_KR: MailTexts = {
    activation: { subject: 'Thingdeck 계정 활성화', intro: 'Thingdeck에 회원님의 계정이 생성되었습니다.', action: '계정 활성화' },
    activated: { subject: 'Thingdeck 계정이 활성화되었습니다', intro: '이제 계정이 활성 상태입니다.', action: '로그인' },
    resetPassword: {
        subject: 'Thingdeck 비밀번호 재설정 요청',
        intro: '누군가 회원님 계정의 비밀번호 재설정을 요청했습니다. 본인이 요청하지 않았다면 이 메일을 무시하세요.',
        action: '비밀번호 재설정',
    },
    passwordWasReset: { subject: 'Thingdeck 비밀번호가 재설정되었습니다', intro: '비밀번호가 변경되었습니다.', action: '로그인' },
};
