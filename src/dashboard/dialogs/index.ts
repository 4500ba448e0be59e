/** The dashboard editor's dialogs (issue #10): what dash-editor opens. */
export { WidgetConfigDialog, type WidgetConfigDialogProps } from './widgetConfig/WidgetConfigDialog';
export { DataKeyDialog, type DataKeyDialogProps } from './widgetConfig/DataKeyDialog';
export { EntityAliasesDialog, type EntityAliasesDialogProps } from './aliases/EntityAliasesDialog';
export { EntityAliasDialog, type EntityAliasDialogProps } from './aliases/EntityAliasDialog';
export { FiltersDialog, type FiltersDialogProps } from './filters/FiltersDialog';
