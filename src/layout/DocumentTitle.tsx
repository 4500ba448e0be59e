import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePublicTranslate } from '../providers/i18n/PublicTranslateContext';
import { findRoute } from '../session/routeTable';
import { PAGE_NAME_OPTIONS } from './menu/menuSections';
import { usePageTitleOf } from './pageTitleStore';

/** The page title: the product title followed by the translated title of the route. */
export const DocumentTitle = () => {
    const translate = usePublicTranslate();
    const { pathname } = useLocation();
    const route = findRoute(pathname);
    const pageTitle = usePageTitleOf(pathname);
    const product = translate('app.title');
    const title = pageTitle ? `${product} | ${pageTitle}` : route ? `${product} | ${translate(route.title, PAGE_NAME_OPTIONS)}` : product;
    useEffect(() => {
        document.title = title;
    }, [title]);
    return null;
};
