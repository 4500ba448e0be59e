/**
 * The OAuth2 provider templates ThingsBoard installs (its data/json/system/oauth2_config_templates),
 * copied from the reference. The settings page fills a new provider from one of them.
 */
export const OAUTH2_TEMPLATES = [
    {
        "providerId": "Apple",
        "additionalInfo": null,
        "accessTokenUri": "https://appleid.apple.com/auth/token",
        "authorizationUri": "https://appleid.apple.com/auth/authorize?response_mode=form_post",
        "scope": [
            "email",
            "openid",
            "name"
        ],
        "jwkSetUri": "https://appleid.apple.com/auth/keys",
        "userInfoUri": null,
        "clientAuthenticationMethod": "POST",
        "userNameAttributeName": "email",
        "mapperConfig": {
            "type": "APPLE",
            "basic": {
                "emailAttributeKey": "email",
                "firstNameAttributeKey": "firstName",
                "lastNameAttributeKey": "lastName",
                "tenantNameStrategy": "DOMAIN"
            }
        },
        "comment": null,
        "loginButtonIcon": "apple-logo",
        "loginButtonLabel": "Apple",
        "helpLink": "https://developer.apple.com/sign-in-with-apple/get-started/"
    },
    {
        "providerId": "Facebook",
        "accessTokenUri": "https://graph.facebook.com/v2.8/oauth/access_token",
        "authorizationUri": "https://www.facebook.com/v2.8/dialog/oauth",
        "scope": [
            "email",
            "public_profile"
        ],
        "jwkSetUri": null,
        "userInfoUri": "https://graph.facebook.com/me?fields=id,name,first_name,last_name,email",
        "clientAuthenticationMethod": "BASIC",
        "userNameAttributeName": "email",
        "mapperConfig": {
            "type": "BASIC",
            "basic": {
                "emailAttributeKey": "email",
                "firstNameAttributeKey": "first_name",
                "lastNameAttributeKey": "last_name",
                "tenantNameStrategy": "DOMAIN"
            }
        },
        "comment": null,
        "loginButtonIcon": "facebook-logo",
        "loginButtonLabel": "Facebook",
        "helpLink": "https://developers.facebook.com/docs/facebook-login/web#logindialog"
    },
    {
        "providerId": "Github",
        "accessTokenUri": "https://github.com/login/oauth/access_token",
        "authorizationUri": "https://github.com/login/oauth/authorize",
        "scope": [
            "read:user",
            "user:email"
        ],
        "jwkSetUri": null,
        "userInfoUri": "https://api.github.com/user",
        "clientAuthenticationMethod": "BASIC",
        "userNameAttributeName": "login",
        "mapperConfig": {
            "type": "GITHUB",
            "basic": {
                "firstNameAttributeKey": "name",
                "tenantNameStrategy": "DOMAIN"
            }
        },
        "comment": "In order to log into ThingsBoard you need to have user's email. You may configure and use Custom OAuth2 Mapper to get email information. Please refer to <a href=\"https://docs.github.com/en/rest/reference/users#list-email-addresses-for-the-authenticated-user\">Github Documentation</a>",
        "loginButtonIcon": "github-logo",
        "loginButtonLabel": "Github",
        "helpLink": "https://docs.github.com/en/developers/apps/creating-an-oauth-app"
    },
    {
        "providerId": "Google",
        "additionalInfo": null,
        "accessTokenUri": "https://oauth2.googleapis.com/token",
        "authorizationUri": "https://accounts.google.com/o/oauth2/v2/auth",
        "scope": [
            "email",
            "openid",
            "profile"
        ],
        "jwkSetUri": "https://www.googleapis.com/oauth2/v3/certs",
        "userInfoUri": "https://openidconnect.googleapis.com/v1/userinfo",
        "clientAuthenticationMethod": "BASIC",
        "userNameAttributeName": "email",
        "mapperConfig": {
            "type": "BASIC",
            "basic": {
                "emailAttributeKey": "email",
                "firstNameAttributeKey": "given_name",
                "lastNameAttributeKey": "family_name",
                "tenantNameStrategy": "DOMAIN"
            }
        },
        "comment": null,
        "loginButtonIcon": "google-logo",
        "loginButtonLabel": "Google",
        "helpLink": "https://developers.google.com/adwords/api/docs/guides/authentication"
    }
] as const;
