// The Catalogs page sorts prices by age, the exchange rate can be refreshed or set by hand with its date shown, and
// the Plan page's answer names its oldest price and the rate.
#include "core/catalog/UserCatalogStore.h"
#include "support/LocalHttpServer.h"
#include "support/RateServer.h"
#include "support/UiTestFixture.h"
#include "ui/catalogs/CatalogsPage.h"
#include "ui/catalogs/ExchangeRateDialog.h"
#include "ui/common/Roles.h"
#include "ui/models/OfferModel.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QTableView>

using namespace gp;
using gp::test::child;

namespace {

class PriceTrust : public test::UiTestFixture
{};

} // namespace

TEST_F(PriceTrust, OldestFirstPutsUndatedPricesThenTheOldestOnTop)
{
    UserCatalogStore store(dir.filePath(QStringLiteral("catalogs")));
    CatalogsPage page(settings, store);
    page.setCatalog(store.load(), ExchangeRate(6.8), Currency::CNY);
    child<QPushButton>(&page, "oldestFirst")->click();
    OfferFilter* rows = page.offerFilter();
    ASSERT_GT(rows->rowCount(), 10);
    qint64 previous = std::numeric_limits<qint64>::max();
    for (int i = 0; i < rows->rowCount(); ++i) {
        const qint64 age = rows->index(i, OfferModel::Age).data(RawValueRole).toLongLong();
        EXPECT_LE(age, previous) << "row " << i;
        previous = age;
    }
    // The top row is the one to refresh first: as old as any.
    const OfferModel::Row& top = page.offerModel()->row(rows->mapToSource(rows->index(0, 0)).row());
    for (int i = 0; i < page.offerModel()->rowCount(); ++i) {
        const Price& p = page.offerModel()->row(i).price;
        if (top.price.date.isValid()) {
            EXPECT_TRUE(p.date.isValid() && p.date >= top.price.date) << p.source.toStdString();
        }
    }
}

TEST_F(PriceTrust, TheRateDialogRefreshesFromAPublicSourceAndTakesTheUsersOwnWithTheirDates)
{
    LocalHttpServer server;
    const QString today = test::routeTodaysRate(server, QStringLiteral("/latest"), 7.0852);
    qputenv("GPUPLANNER_RATE_URL", server.url(QStringLiteral("/latest")).toString().toUtf8());
    const PriceCatalog catalog = PriceCatalog::builtIn();
    ExchangeRateDialog dialog(settings, catalog);
    auto* current = child<QLabel>(&dialog, "currentRate");
    EXPECT_TRUE(current->text().contains(catalog.exchangeRate().date.toString(Qt::ISODate)))
        << current->text().toStdString();
    QSignalSpy changed(&dialog, &ExchangeRateDialog::rateChanged);
    child<QPushButton>(&dialog, "refreshRate")->click();
    ASSERT_TRUE(changed.wait(10000));
    qunsetenv("GPUPLANNER_RATE_URL");
    ASSERT_TRUE(settings.refreshedRate().has_value());
    EXPECT_DOUBLE_EQ(settings.exchangeRate(catalog).cnyPerUsd(), 7.0852);
    EXPECT_EQ(settings.exchangeRate(catalog).date(), QDate::currentDate());
    EXPECT_TRUE(current->text().contains(QStringLiteral("7.0852")) && current->text().contains(today))
        << current->text().toStdString();

    child<QDoubleSpinBox>(&dialog, "ownRate")->setValue(7.3);
    child<QPushButton>(&dialog, "setOwnRate")->click();
    EXPECT_DOUBLE_EQ(settings.exchangeRate(catalog).cnyPerUsd(), 7.3);
    EXPECT_EQ(settings.exchangeRate(catalog).date(), QDate::currentDate()); // the day it was set
    child<QPushButton>(&dialog, "clearOwnRate")->click();
    EXPECT_DOUBLE_EQ(settings.exchangeRate(catalog).cnyPerUsd(), 7.0852);
    EXPECT_EQ(changed.size(), 3);
}

TEST_F(PriceTrust, ThePlansAnswerNamesItsOldestPriceAndTheRate)
{
    PlanPage page(document);
    QSignalSpy first(&page, &PlanPage::resultsChanged);
    ASSERT_TRUE(first.wait(5000));
    ASSERT_NE(page.results().chosen(), nullptr);
    const QString summary = child<QLabel>(&page, "summary")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("Oldest price used:"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("Exchange rate: 1 USD ="))) << summary.toStdString();
}
