new Intl.NumberFormat().format(1);
new Intl.PluralRules().select(1);
new Intl.DateTimeFormat().format(0);
