#include "ui/plan/ConstraintsBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>

namespace gp {

namespace {

enum ConfidenceChoice { AnyConfidence, ObservedOrListed, ListedOnly };

} // namespace

ConstraintsBox::ConstraintsBox(QWidget* parent) : QGroupBox(parent)
{
    setObjectName(QStringLiteral("constraintsBox"));
    m_help = new QLabel(this);
    m_help->setWordWrap(true);
    m_help->setForegroundRole(QPalette::PlaceholderText);
    m_regionLabel = new QLabel(this);
    m_region = new QComboBox(this);
    m_region->setObjectName(QStringLiteral("constraintRegion"));
    m_providersLabel = new QLabel(this);
    m_providers = new QListWidget(this);
    m_providers->setObjectName(QStringLiteral("constraintProviders"));
    m_providers->setMaximumHeight(fontMetrics().height() * 7);
    m_currencyLabel = new QLabel(this);
    m_currency = new QComboBox(this);
    m_currency->setObjectName(QStringLiteral("constraintCurrency"));
    m_spot = new QCheckBox(this);
    m_spot->setObjectName(QStringLiteral("constraintSpot"));
    m_monthly = new QCheckBox(this);
    m_ageLabel = new QLabel(this);
    m_maxAge = new QSpinBox(this);
    m_maxAge->setObjectName(QStringLiteral("constraintMaxAge"));
    m_maxAge->setRange(0, PriceConstraints::kMaxAgeDays);
    m_datedOnly = new QCheckBox(this);
    m_datedOnly->setObjectName(QStringLiteral("constraintDatedOnly"));
    m_confidenceLabel = new QLabel(this);
    m_confidence = new QComboBox(this);
    for (int i = 0; i < 3; ++i)
        m_currency->addItem(QString());
    for (int i = 0; i < 3; ++i)
        m_confidence->addItem(QString());

    auto* form = new QFormLayout(this);
    form->addRow(m_regionLabel, m_region);
    form->addRow(m_providersLabel, m_providers);
    form->addRow(m_currencyLabel, m_currency);
    form->addRow(m_spot);
    form->addRow(m_monthly);
    form->addRow(m_ageLabel, m_maxAge);
    form->addRow(m_datedOnly);
    form->addRow(m_confidenceLabel, m_confidence);
    form->addRow(m_help);

    for (QComboBox* box : {m_region, m_currency, m_confidence})
        connect(box, &QComboBox::currentIndexChanged, this, &ConstraintsBox::store);
    for (QCheckBox* box : {m_spot, m_monthly, m_datedOnly})
        connect(box, &QCheckBox::toggled, this, &ConstraintsBox::store);
    connect(m_maxAge, &QSpinBox::valueChanged, this, &ConstraintsBox::store);
    connect(m_providers, &QListWidget::itemChanged, this, &ConstraintsBox::store);
    retranslateUi();
}

void ConstraintsBox::show(const PriceConstraints& constraints, const PriceCatalog& catalog)
{
    m_loading = true;
    m_constraints = constraints;
    m_catalog = catalog;
    m_region->clear();
    m_region->addItem(QString(), QString());
    m_region->addItem(QString(), QStringLiteral("cn"));
    m_region->addItem(QString(), QStringLiteral("intl"));
    if (!constraints.region.isEmpty() && m_region->findData(constraints.region) < 0)
        m_region->addItem(QString(), constraints.region); // a provider's region, set in the file or by a flag
    m_region->setCurrentIndex(std::max(0, m_region->findData(constraints.region)));
    m_providers->clear();
    for (const Provider& p : catalog.providers()) {
        auto* item = new QListWidgetItem(m_providers);
        item->setData(Qt::UserRole, p.id);
        item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
        const bool allowed = (constraints.providers.isEmpty() || constraints.providers.contains(p.id)) &&
                             !constraints.excludedProviders.contains(p.id);
        item->setCheckState(allowed ? Qt::Checked : Qt::Unchecked);
    }
    m_currency->setCurrentIndex(!constraints.currency ? 0 : *constraints.currency == Currency::CNY ? 1 : 2);
    m_spot->setChecked(!constraints.noSpot);
    m_monthly->setChecked(!constraints.noMonthly);
    m_maxAge->setValue(constraints.maxPriceAgeDays.value_or(0));
    m_datedOnly->setChecked(constraints.datedOnly);
    m_confidence->setCurrentIndex(!constraints.minConfidence                           ? AnyConfidence
                                  : *constraints.minConfidence == Confidence::Listed   ? ListedOnly
                                  : *constraints.minConfidence == Confidence::Observed ? ObservedOrListed
                                                                                       : AnyConfidence);
    retranslateUi();
    m_loading = false;
}

void ConstraintsBox::store()
{
    if (m_loading)
        return;
    PriceConstraints c = m_constraints;
    c.region = m_region->currentData().toString();
    // Unticked providers are left out; a provider added to the catalog later is allowed until the user says no.
    QStringList unticked;
    for (int i = 0; i < m_providers->count(); ++i)
        if (m_providers->item(i)->checkState() != Qt::Checked)
            unticked << m_providers->item(i)->data(Qt::UserRole).toString();
    const bool providersEdited = sender() == m_providers;
    if (providersEdited) {
        c.providers.clear();
        c.excludedProviders = unticked;
    }
    c.currency = m_currency->currentIndex() == 1   ? std::optional<Currency>(Currency::CNY)
                 : m_currency->currentIndex() == 2 ? std::optional<Currency>(Currency::USD)
                                                   : std::nullopt;
    c.noSpot = !m_spot->isChecked();
    c.noMonthly = !m_monthly->isChecked();
    c.maxPriceAgeDays = m_maxAge->value() > 0 ? std::optional<int>(m_maxAge->value()) : std::nullopt;
    c.datedOnly = m_datedOnly->isChecked();
    c.minConfidence = m_confidence->currentIndex() == ListedOnly         ? std::optional(Confidence::Listed)
                      : m_confidence->currentIndex() == ObservedOrListed ? std::optional(Confidence::Observed)
                                                                         : std::nullopt;
    if (c == m_constraints)
        return;
    m_constraints = c;
    m_help->setText(tr("Every page, the report and the exports price within: %1.").arg(c.describe()));
    Q_EMIT edited(c);
}

void ConstraintsBox::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void ConstraintsBox::retranslateUi()
{
    // Names are drawn in the current language each time (provider names, regions), never stored.
    setTitle(tr("7. Constraints on the answer"));
    m_regionLabel->setText(tr("Region:"));
    for (int i = 0; i < m_region->count(); ++i) {
        const QString code = m_region->itemData(i).toString();
        m_region->setItemText(i, code.isEmpty() ? tr("Anywhere") : CatalogConstraint::regionName(code));
    }
    m_providersLabel->setText(tr("Providers:"));
    for (int i = 0; i < m_providers->count(); ++i) {
        QListWidgetItem* item = m_providers->item(i);
        const auto provider = m_catalog.provider(item->data(Qt::UserRole).toString());
        item->setText(provider ? provider->displayName() : item->data(Qt::UserRole).toString());
    }
    m_currencyLabel->setText(tr("Currency:"));
    m_currency->setItemText(0, tr("As the budget's currency"));
    m_currency->setItemText(1, tr("CNY (¥) for the whole plan"));
    m_currency->setItemText(2, tr("USD ($) for the whole plan"));
    m_spot->setText(tr("Allow spot (interruptible) prices"));
    m_monthly->setText(tr("Allow monthly plans"));
    m_ageLabel->setText(tr("Prices at most:"));
    m_maxAge->setSpecialValueText(tr("any age"));
    m_maxAge->setSuffix(tr(" days old"));
    m_datedOnly->setText(tr("Only prices whose source gives a date"));
    m_confidenceLabel->setText(tr("Price sources:"));
    m_confidence->setItemText(AnyConfidence, tr("Any (listed, observed or reported)"));
    m_confidence->setItemText(ObservedOrListed, tr("Observed or listed"));
    m_confidence->setItemText(ListedOnly, tr("Listed by the provider only"));
    m_help->setText(tr("Every page, the report and the exports price within: %1.").arg(m_constraints.describe()));
}

} // namespace gp
