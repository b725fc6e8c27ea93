#pragma once

#include "core/catalog/PriceConstraints.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QSpinBox;

namespace gp {

// The questionnaire's constraints section: which providers, region, currency, billing modes and how fresh and
// credible a price must be. Edits the plan's PriceConstraints; the Plan, Costs and Budget pages, the report and the
// exports all price within them.
class ConstraintsBox final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConstraintsBox)

public:
    explicit ConstraintsBox(QWidget* parent = nullptr);

    // Shows `constraints` over the providers of `catalog` (without emitting edited()).
    void show(const PriceConstraints& constraints, const PriceCatalog& catalog);
    PriceConstraints constraints() const { return m_constraints; }

Q_SIGNALS:
    void edited(const gp::PriceConstraints& constraints);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void store();

    PriceConstraints m_constraints;
    PriceCatalog m_catalog;
    bool m_loading = false;
    QLabel* m_help = nullptr;
    QLabel* m_regionLabel = nullptr;
    QComboBox* m_region = nullptr;
    QLabel* m_providersLabel = nullptr;
    QListWidget* m_providers = nullptr;
    QLabel* m_currencyLabel = nullptr;
    QComboBox* m_currency = nullptr;
    QCheckBox* m_spot = nullptr;
    QCheckBox* m_monthly = nullptr;
    QLabel* m_ageLabel = nullptr;
    QSpinBox* m_maxAge = nullptr;
    QCheckBox* m_datedOnly = nullptr;
    QLabel* m_confidenceLabel = nullptr;
    QComboBox* m_confidence = nullptr;
};

} // namespace gp
