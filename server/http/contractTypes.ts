/** The contract's shapes the server reads and writes, generated from schemas/openapi.yaml. */
export type {
    ActivateUserRequest,
    ChangePasswordRequest,
    ErrorResponse,
    JwtPair,
    LoginRequest,
    PublicLoginRequest,
    RefreshTokenRequest,
    ResetPasswordEmailRequest,
    ResetPasswordRequest,
    User,
} from '../../shared/generated/api.gen';
