// Script-tag entry of role-picker.js: registers the widget, <gw-role-picker>, data-gw-widget.
import css from 'virtual:gw-widget-css';
import { boot } from '../embed/boot.ts';
import { RolePickerWidget } from '../widgets/RolePickerWidget.ts';

boot({ name: 'role-picker', css, prefill: [], render: RolePickerWidget });
