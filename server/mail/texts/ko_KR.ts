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
    testMessage: { subject: 'Thingdeck 테스트 메일', body: '안녕하세요! Thingdeck에서 보낸 테스트 메일입니다. 보내는 메일 설정이 정상적으로 작동합니다.' },
    accountLocked: {
        subject: 'Thingdeck - 사용자 계정이 잠겼습니다',
        body: '로그인 실패 횟수가 허용된 최대 횟수(%{max}회)를 넘어 사용자 계정 %{email}이(가) 잠겼습니다.',
    },
};
