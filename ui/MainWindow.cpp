#include "ui/MainWindow.h"

#include "core/plan/PlanBudget.h"

#include "core/catalog/UserCatalogStore.h"
#include "core/common/AppInfo.h"
#include "core/common/SafeSave.h"
#include "core/export/ScaleOutExport.h"
#include "core/i18n/TranslationLoader.h"
#include "core/plan/PlanDocument.h"
#include "core/report/ReportWriter.h"
#include "core/settings/Settings.h"
#include "ui/budget/BudgetPage.h"
#include "ui/catalogs/CatalogsPage.h"
#include "ui/charts/CostCharts.h"
#include "ui/charts/VramChart.h"
#include "ui/common/FocusKeeper.h"
#include "ui/common/GuideWindow.h"
#include "ui/common/WheelGuard.h"
#include "ui/console/ConsolePage.h"
#include "ui/costs/CostsPage.h"
#include "ui/notify/WebhooksDialog.h"
#include "ui/plan/PlanPage.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>

namespace gp {

namespace {

struct PageSpec
{
    const char* id;
    QStyle::StandardPixmap icon;
};

// The order is the product's workflow: decide what is needed, price it, budget it, keep prices current, operate.
constexpr PageSpec kPages[] = {
    {"plan", QStyle::SP_FileDialogDetailedView}, {"costs", QStyle::SP_FileDialogInfoView},
    {"budget", QStyle::SP_FileDialogListView},   {"catalogs", QStyle::SP_DirIcon},
    {"console", QStyle::SP_ComputerIcon},
};

QString pageTitle(const QString& id)
{
    if (id == QLatin1String("plan"))
        return MainWindow::tr("Plan");
    if (id == QLatin1String("costs"))
        return MainWindow::tr("Costs");
    if (id == QLatin1String("budget"))
        return MainWindow::tr("Budget");
    if (id == QLatin1String("catalogs"))
        return MainWindow::tr("Catalogs");
    return MainWindow::tr("Console");
}

QString pageDescription(const QString& id)
{
    if (id == QLatin1String("plan"))
        return MainWindow::tr("Describe the work — training or serving, which model, how it runs and where the data "
                              "lives — and see the GPU memory it needs, which GPUs fit and how long it takes.");
    if (id == QLatin1String("costs"))
        return MainWindow::tr("Compare buying a GPU with renting it monthly, hourly or as spot capacity, with "
                              "break-even points and cumulative cost over time.");
    if (id == QLatin1String("budget"))
        return MainWindow::tr("Turn the quarter's scenarios into GPU-hours, peak concurrency and a budget with a risk "
                              "buffer, using the cheapest combination of billing modes.");
    if (id == QLatin1String("catalogs"))
        return MainWindow::tr("Browse GPU specifications and dated provider prices in CNY and USD, edit prices and "
                              "refresh the catalogs.");
    return MainWindow::tr("Connect to a rented instance over SSH, upload code and data, run a smoke test, watch GPU "
                          "use and install guards against forgotten instances.");
}

} // namespace

MainWindow::MainWindow(Settings& settings, TranslationLoader& translations, PlanDocument& document, QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_translations(translations), m_document(document)
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/gpuplanner-256.png")));
    m_catalog = UserCatalogStore().load();
    m_settings.applyExchangeRate(m_catalog);
    // Before any page exists: fields must be polished under it (see WheelGuard).
    qApp->installEventFilter(new WheelGuard(this));
    createPages();
    createActions();
    createMenus();
    m_statusLanguage = new QLabel(this);
    statusBar()->addPermanentWidget(m_statusLanguage);
    retranslateUi();
    restoreWindowState();
    connect(&m_document, &PlanDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(&m_document, &PlanDocument::fileChanged, this, &MainWindow::updateTitle);
    updateTitle();
    new FocusKeeper(this, [this] { return m_pages->currentWidget(); });
}

MainWindow::~MainWindow() = default;

QStringList MainWindow::pageIds()
{
    QStringList ids;
    for (const PageSpec& spec : kPages) {
        ids << QLatin1String(spec.id);
    }
    return ids;
}

QString MainWindow::currentPageId() const
{
    const int row = m_pages->currentIndex();
    return row >= 0 ? pageIds().value(row) : QString();
}

bool MainWindow::showPage(const QString& id)
{
    // "console/jobs": a page, then one of its tabs.
    const QString page = id.section(QLatin1Char('/'), 0, 0), tab = id.section(QLatin1Char('/'), 1);
    const int row = pageIds().indexOf(page);
    if (row < 0) {
        return false;
    }
    m_navigation->setCurrentRow(row);
    if (tab.isEmpty())
        return true;
    return page == QLatin1String("console") && consolePage()->showTab(tab);
}

ConsolePage* MainWindow::consolePage()
{
    ensurePage(static_cast<int>(pageIds().indexOf(QStringLiteral("console"))));
    return m_consolePage;
}

QAction* MainWindow::languageAction(Language language) const
{
    for (QAction* action : m_languageGroup->actions()) {
        if (action->data().toString() == languageCode(language)) {
            return action;
        }
    }
    return nullptr;
}

void MainWindow::createPages()
{
    m_navigation = new QListWidget(this);
    m_navigation->setObjectName(QStringLiteral("navigation"));
    m_navigation->setIconSize(QSize(24, 24));
    m_navigation->setSpacing(2);
    m_navigation->setSelectionMode(QAbstractItemView::SingleSelection);
    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(QStringLiteral("pages"));

    for (const PageSpec& spec : kPages) {
        const QString id = QLatin1String(spec.id);
        auto* item = new QListWidgetItem(style()->standardIcon(spec.icon), QString(), m_navigation);
        item->setData(Qt::UserRole, id);
        // Pages are built when first shown, so start-up pays only for the page on screen.
        auto* placeholder = new QWidget(m_pages);
        placeholder->setObjectName(id + QStringLiteral("Placeholder"));
        m_pages->addWidget(placeholder);
    }
    connect(m_navigation, &QListWidget::currentRowChanged, this, [this](int row) {
        ensurePage(row);
        m_pages->setCurrentIndex(row);
    });
    connect(m_navigation, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < m_pageActions.size()) {
            m_pageActions.at(row)->setChecked(true);
        }
    });

    auto* splitter = new QSplitter(this);
    splitter->setObjectName(QStringLiteral("mainSplitter"));
    splitter->addWidget(m_navigation);
    splitter->addWidget(m_pages);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({170, 830});
    setCentralWidget(splitter);
    m_navigation->setCurrentRow(0);
}

void MainWindow::createActions()
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, [this] {
        if (maybeSave())
            m_document.newPlan();
    });
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, [this] {
        if (!maybeSave())
            return;
        const QString path = QFileDialog::getOpenFileName(this, tr("Open plan"), m_document.suggestedPath(QString()),
                                                          tr("GPU Planner plans (*.json)"));
        if (!path.isEmpty())
            openPlan(path);
    });
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::savePlan);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, [this] { savePlanAs(QString()); });
    m_exportAction = new QAction(this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export report"), m_document.suggestedPath(m_document.plan().name + QStringLiteral(".pdf")),
            tr("PDF document (*.pdf);;Markdown (*.md);;CSV table (*.csv)"));
        if (!path.isEmpty())
            exportReport(path);
    });

    for (const bool kubernetes : {false, true}) {
        auto* action = new QAction(this);
        action->setObjectName(kubernetes ? QStringLiteral("exportKubernetes") : QStringLiteral("exportSkyPilot"));
        connect(action, &QAction::triggered, this, [this, kubernetes] {
            const QString path = QFileDialog::getSaveFileName(
                this, tr("Export for a cluster"),
                m_document.suggestedPath(ScaleOutExport::dnsLabel(m_document.plan().name) +
                                         (kubernetes ? QStringLiteral("-k8s.yaml") : QStringLiteral("-sky.yaml"))),
                tr("YAML (*.yaml *.yml)"));
            if (path.isEmpty())
                return;
            if (const Status s = exportClusterJob(path, kubernetes); !s.ok())
                QMessageBox::warning(this, tr("Export for a cluster"), s.error().message);
        });
        (kubernetes ? m_exportKubernetesAction : m_exportSkyPilotAction) = action;
    }

    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    auto* pageGroup = new QActionGroup(this);
    const QStringList ids = pageIds();
    for (int i = 0; i < ids.size(); ++i) {
        auto* action = new QAction(this);
        action->setObjectName(ids.at(i) + QStringLiteral("PageAction"));
        action->setCheckable(true);
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        pageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, i] { m_navigation->setCurrentRow(i); });
        m_pageActions << action;
    }
    m_pageActions.first()->setChecked(true);

    m_fullScreenAction = new QAction(this);
    m_fullScreenAction->setCheckable(true);
    m_fullScreenAction->setShortcut(QKeySequence::FullScreen);
    connect(m_fullScreenAction, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? (windowState() | Qt::WindowFullScreen) : (windowState() & ~Qt::WindowFullScreen));
    });

    m_languageGroup = new QActionGroup(this);
    m_languageGroup->setExclusive(true);
    for (Language language : supportedLanguages()) {
        auto* action = new QAction(languageNativeName(language), m_languageGroup);
        action->setObjectName(QStringLiteral("language_") + languageCode(language));
        action->setCheckable(true);
        action->setData(languageCode(language));
        action->setChecked(language == m_translations.current());
        connect(action, &QAction::triggered, this, [this, language] { switchLanguage(language); });
    }

    m_currencyGroup = new QActionGroup(this);
    m_currencyGroup->setExclusive(true);
    for (Currency currency : {Currency::CNY, Currency::USD}) {
        const QString code = currencyCode(currency);
        const QString sign = currency == Currency::USD ? QStringLiteral("$") : QStringLiteral("¥");
        auto* action = new QAction(code + QLatin1Char(' ') + sign, m_currencyGroup);
        action->setObjectName(QStringLiteral("currency_") + code);
        action->setCheckable(true);
        action->setChecked(code == m_settings.displayCurrency());
        connect(action, &QAction::triggered, this, [this, code] {
            m_settings.setDisplayCurrency(code);
            m_settings.sync();
            reloadCatalogs(); // every page that prices in the display currency shows it again
        });
    }

    m_notificationsAction = new QAction(this);
    m_notificationsAction->setObjectName(QStringLiteral("notificationsAction"));
    connect(m_notificationsAction, &QAction::triggered, this, [this] {
        auto* dialog = new WebhooksDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    m_guideAction = new QAction(this);
    m_guideAction->setObjectName(QStringLiteral("guideAction"));
    m_guideAction->setShortcut(QKeySequence::HelpContents); // F1: the guide at the current page's section
    connect(m_guideAction, &QAction::triggered, this, &MainWindow::showGuide);
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQtAction = new QAction(this);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportAction);
    m_clusterMenu = m_fileMenu->addMenu(QString());
    m_clusterMenu->setObjectName(QStringLiteral("clusterMenu"));
    m_clusterMenu->addAction(m_exportSkyPilotAction);
    m_clusterMenu->addAction(m_exportKubernetesAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    updateRecentMenu();

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    m_viewMenu->addActions(m_pageActions);
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    m_languageMenu->addActions(m_languageGroup->actions());
    m_currencyMenu = m_viewMenu->addMenu(QString());
    m_currencyMenu->setObjectName(QStringLiteral("currencyMenu"));
    m_currencyMenu->addActions(m_currencyGroup->actions());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_fullScreenAction);

    m_toolsMenu = menuBar()->addMenu(QString());
    m_toolsMenu->setObjectName(QStringLiteral("toolsMenu"));
    m_toolsMenu->addAction(m_notificationsAction);

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("helpMenu"));
    m_helpMenu->addAction(m_guideAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

void MainWindow::retranslateUi()
{
    updateTitle();
    if (m_costsPage && m_costsPage->isFollowingPlan())
        followPlanOnCostsPage(); // its description of the deployment is made here
    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New Plan"));
    m_openAction->setText(tr("&Open…"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_exportAction->setText(tr("&Export Report…"));
    m_clusterMenu->setTitle(tr("Export for a &Cluster"));
    m_exportSkyPilotAction->setText(tr("&SkyPilot Task…"));
    m_exportKubernetesAction->setText(tr("&Kubernetes Manifest…"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_currencyMenu->setTitle(tr("&Currency"));
    m_currencyMenu->setToolTip(tr("Prices are shown in this currency unless a plan sets its own"));
    m_toolsMenu->setTitle(tr("&Tools"));
    m_notificationsAction->setText(tr("&Notifications…"));
    m_notificationsAction->setToolTip(tr("Webhooks (Feishu, DingTalk, WeCom, Slack) told when a guard fires, a job "
                                         "ends, a smoke test fails or the budget runs out"));
    m_helpMenu->setTitle(tr("&Help"));
    m_quitAction->setText(tr("&Quit"));
    m_fullScreenAction->setText(tr("&Full Screen"));
    m_guideAction->setText(tr("&Guide"));
    m_aboutAction->setText(tr("&About GPU Planner"));
    if (m_guide && m_guide->isVisible())
        m_guide->showSection(languageCode(m_translations.current()), currentPageId());
    m_aboutQtAction->setText(tr("About &Qt"));
    m_navigation->setAccessibleName(tr("Pages"));

    const QStringList ids = pageIds();
    for (int i = 0; i < ids.size(); ++i) {
        const QString title = pageTitle(ids.at(i));
        m_navigation->item(i)->setText(title);
        m_navigation->item(i)->setToolTip(pageDescription(ids.at(i)));
        m_pageActions.at(i)->setText(title);
        m_pageActions.at(i)->setStatusTip(pageDescription(ids.at(i)));
    }
    m_statusLanguage->setText(tr("Language: %1").arg(languageNativeName(m_translations.current())));
    statusBar()->showMessage(tr("Ready"));
}

void MainWindow::switchLanguage(Language language)
{
    if (!m_translations.apply(language)) {
        QMessageBox::warning(
            this, tr("Language"),
            tr("The translation for %1 is missing from this build.").arg(languageNativeName(language)));
        return;
    }
    m_settings.setLanguage(language);
    m_settings.sync();
    if (QAction* action = languageAction(language)) {
        action->setChecked(true);
    }
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About GPU Planner"),
                       tr("<h3>GPU Planner %1</h3>"
                          "<p>Plan, price and operate rented GPUs for fine-tuning and serving large language "
                          "models.</p>")
                           .arg(AppInfo::version()));
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // Closing stops an upload or a recipe half-way (an upload resumes next time, but say so first).
    if (m_consolePage && m_consolePage->isBusy() &&
        QMessageBox::question(this, tr("Quit"),
                              tr("The console is still working on the instance (for example an upload). Stop it "
                                 "and quit?"),
                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes) {
        event->ignore();
        return;
    }
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveWindowState();
    QMainWindow::closeEvent(event);
}

void MainWindow::updateTitle()
{
    // "[*]" is where Qt shows the unsaved-changes marker.
    setWindowTitle(tr("%1[*] — GPU Planner").arg(m_document.displayName()));
    setWindowModified(m_document.isModified());
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_settings.recentFiles();
    for (const QString& file : files) {
        QAction* action = m_recentMenu->addAction(QFileInfo(file).fileName());
        action->setToolTip(file);
        connect(action, &QAction::triggered, this, [this, file] {
            if (maybeSave())
                openPlan(file);
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

QWidget* MainWindow::ensurePage(int row)
{
    QWidget* current = m_pages->widget(row);
    if (!current || !current->objectName().endsWith(QLatin1String("Placeholder")))
        return current;
    const QString id = pageIds().value(row);
    const Currency currency = currencyFromCode(m_settings.displayCurrency()).value_or(Currency::CNY);
    QWidget* page = nullptr;
    if (id == QLatin1String("plan")) {
        m_planPage = new PlanPage(m_document, m_pages);
        connect(m_planPage, &PlanPage::resultsChanged, this, [this] {
            m_document.followPlan(m_planPage->allResults());
            if (m_budgetPage)
                m_budgetPage->setPlanResults(m_planPage->allResults());
            if (m_costsPage)
                m_costsPage->setPlanResults(m_planPage->results());
            if (m_costsPage && !m_document.plan().costs)
                followPlanOnCostsPage();
        });
        m_planPage->setCatalog(m_catalog, m_settings.exchangeRate(m_catalog), currency);
        page = m_planPage;
    } else if (id == QLatin1String("budget")) {
        m_budgetPage = new BudgetPage(m_document, m_pages);
        m_budgetPage->setCatalog(m_catalog);
        if (m_planPage)
            m_budgetPage->setPlanResults(m_planPage->allResults());
        page = m_budgetPage;
    } else if (id == QLatin1String("catalogs")) {
        m_catalogsPage = new CatalogsPage(m_settings, UserCatalogStore(), m_pages);
        m_catalogsPage->setCatalog(m_catalog, m_settings.exchangeRate(m_catalog), currency);
        connect(m_catalogsPage, &CatalogsPage::catalogsChanged, this, &MainWindow::reloadCatalogs);
        // What the plan's smoke tests measured, beside each offer's promise.
        m_catalogsPage->setSmokeTests(m_document.plan().smokeTests);
        connect(&m_document, &PlanDocument::recordsChanged, m_catalogsPage,
                [this] { m_catalogsPage->setSmokeTests(m_document.plan().smokeTests); });
        page = m_catalogsPage;
    } else if (id == QLatin1String("costs")) {
        m_costsPage = new CostsPage(m_pages);
        m_costsPage->setCatalog(m_catalog, m_settings.exchangeRate(m_catalog), currency);
        if (m_planPage)
            m_costsPage->setPlanResults(m_planPage->results());
        // The what-if lives in the plan file once the user edits it; until then the page follows the plan's answer,
        // live, and "Follow the plan" drops the edits again.
        const auto load = [this] {
            if (m_storingCosts)
                return;
            if (m_document.plan().costs)
                m_costsPage->setPlan(*m_document.plan().costs);
            else
                followPlanOnCostsPage();
        };
        load();
        connect(m_costsPage, &CostsPage::edited, this, [this] {
            m_storingCosts = true; // the page already shows what it stores
            m_document.setCosts(m_costsPage->plan());
            m_storingCosts = false;
        });
        connect(m_costsPage, &CostsPage::followPlanRequested, &m_document, &PlanDocument::clearCosts);
        connect(&m_document, &PlanDocument::costsChanged, m_costsPage, load);
        page = m_costsPage;
    } else {
        m_consolePage = new ConsolePage(m_document, m_pages);
        m_consolePage->setCatalog(m_catalog);
        m_consolePage->setDisplay(m_settings.exchangeRate(m_catalog), currency);
        page = m_consolePage;
    }
    page->setObjectName(id + QStringLiteral("Page"));
    const bool wasCurrent = m_pages->currentIndex() == row;
    m_pages->insertWidget(row, page);
    m_pages->removeWidget(current);
    current->deleteLater();
    if (wasCurrent)
        m_pages->setCurrentIndex(row);
    return page;
}

PlanPage* MainWindow::planPage()
{
    ensurePage(static_cast<int>(pageIds().indexOf(QStringLiteral("plan"))));
    return m_planPage;
}

void MainWindow::followPlanOnCostsPage()
{
    if (!m_costsPage || !m_planPage)
        return;
    const PlanResults& r = m_planPage->results();
    const std::optional<CostPlan> plan =
        PlanEvaluator::costPlanFor(r, PlanBudget::catalogFor(m_document.plan(), m_catalog, QDate::currentDate()),
                                   r.exchangeRate); // the plan's own rate, as the report converts
    if (!plan)
        return;
    const Deployment& d = *r.chosen()->deployment;
    m_costsPage->followPlan(*plan, tr("%1 on %2, %3 h a month for %n month(s)", nullptr, plan->inputs.months)
                                       .arg(DeploymentSearch::shapeText(d), d.providerName,
                                            QLocale().toString(plan->inputs.hoursPerMonth, 'f', 1)));
}

void MainWindow::showGuide()
{
    if (!m_guide)
        m_guide = new GuideWindow(this);
    m_guide->showSection(languageCode(m_translations.current()), currentPageId());
    m_guide->show();
    m_guide->raise();
    m_guide->activateWindow();
}

GuideWindow* MainWindow::guide() const
{
    return m_guide;
}

CostsPage* MainWindow::costsPage()
{
    ensurePage(static_cast<int>(pageIds().indexOf(QStringLiteral("costs"))));
    return m_costsPage;
}

BudgetPage* MainWindow::budgetPage()
{
    ensurePage(static_cast<int>(pageIds().indexOf(QStringLiteral("budget"))));
    return m_budgetPage;
}

CatalogsPage* MainWindow::catalogsPage()
{
    ensurePage(static_cast<int>(pageIds().indexOf(QStringLiteral("catalogs"))));
    return m_catalogsPage;
}

void MainWindow::reloadCatalogs()
{
    const Currency currency = currencyFromCode(m_settings.displayCurrency()).value_or(Currency::CNY);
    m_catalog = UserCatalogStore().load();
    m_settings.applyExchangeRate(m_catalog);
    if (m_planPage)
        m_planPage->setCatalog(m_catalog, m_settings.exchangeRate(m_catalog), currency);
    if (m_costsPage)
        m_costsPage->setCatalog(m_catalog, m_settings.exchangeRate(m_catalog), currency);
    if (m_budgetPage)
        m_budgetPage->setCatalog(m_catalog);
    if (m_catalogsPage)
        m_catalogsPage->setCatalog(m_catalog, m_settings.exchangeRate(m_catalog), currency);
    if (m_consolePage) {
        m_consolePage->setCatalog(m_catalog);
        m_consolePage->setDisplay(m_settings.exchangeRate(m_catalog), currency);
    }
}

bool MainWindow::openPlan(const QString& path)
{
    const Status opened = m_document.open(path);
    if (!opened.ok()) {
        QMessageBox::warning(this, tr("Open plan"), opened.error().message);
        return false;
    }
    m_settings.addRecentFile(path);
    m_settings.sync();
    updateRecentMenu();
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::savePlan()
{
    if (m_document.filePath().isEmpty())
        return savePlanAs(QString());
    return savePlanAs(m_document.filePath());
}

bool MainWindow::savePlanAs(const QString& requested)
{
    QString path = requested;
    if (path.isEmpty()) {
        path = QFileDialog::getSaveFileName(this, tr("Save plan"), m_document.suggestedPath(m_document.displayName()),
                                            tr("GPU Planner plans (*.json)"));
        if (path.isEmpty())
            return false;
        if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
            path += QStringLiteral(".json");
    }
    const Status saved = m_document.saveAs(path);
    if (!saved.ok()) {
        QMessageBox::warning(this, tr("Save plan"), saved.error().message);
        return false;
    }
    m_settings.addRecentFile(path);
    m_settings.sync();
    updateRecentMenu();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

Status MainWindow::exportClusterJob(const QString& path, bool kubernetes)
{
    // The same core as `gpuplanner-cli export`: one answer, two faces.
    Result<ScaleOutJob> job =
        ScaleOutExport::fromPlan(m_document.plan(), m_catalog, QDate::currentDate(), m_document.activeWorkload());
    if (!job.ok())
        return job.error();
    job.value().fileName = QFileInfo(path).fileName(); // the command in its comment names the file
    const Result<QByteArray> text =
        kubernetes ? ScaleOutExport::kubernetesManifest(*job) : ScaleOutExport::skyPilotTask(*job);
    if (!text.ok())
        return text.error();
    if (Status written = SafeSave::write(path, *text); !written.ok())
        return written;
    statusBar()->showMessage(tr("Wrote %1").arg(QFileInfo(path).fileName()), 5000);
    return Ok{};
}

bool MainWindow::exportReport(const QString& path)
{
    const auto format = reportFormatForPath(path);
    if (!format) {
        QMessageBox::warning(this, tr("Export report"), tr("Choose a .pdf, .md or .csv file name."));
        return false;
    }
    planPage()->recompute();
    costsPage()->recompute();
    budgetPage()->recompute();
    // The numbers come from the plan document, as `gpuplanner-cli report` computes them; the pages add only images.
    ReportInput input = PlanReport::inputFor(m_document.plan(), m_catalog, QDate::currentDate());
    input.activeWorkload = m_document.activeWorkload(); // the charts are of the workload the pages show
    // Charts as images, rendered at a fixed size so the report looks the same whatever the window size.
    QList<QImage> charts;
    for (QWidget* chart :
         {static_cast<QWidget*>(m_planPage->vramChart()), static_cast<QWidget*>(m_costsPage->cumulativeChart()),
          static_cast<QWidget*>(m_budgetPage->chart())}) {
        const QSize old = chart->size();
        chart->resize(900, 420);
        QImage image(chart->size() * 2, QImage::Format_ARGB32);
        image.setDevicePixelRatio(2);
        image.fill(Qt::white);
        chart->render(&image);
        chart->resize(old);
        charts << image;
    }
    const Status written = ReportWriter::write(path, *format, input, charts);
    if (!written.ok()) {
        QMessageBox::warning(this, tr("Export report"), written.error().message);
        return false;
    }
    statusBar()->showMessage(tr("Wrote %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document.isModified())
        return true;
    // Name what Discard would lose: a smoke test or a calibration costs rented GPU time to make again.
    const QStringList lost = m_document.unsavedChanges();
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"),
        lost.isEmpty() ? tr("The plan \"%1\" has changes that are not saved. Save them?").arg(m_document.displayName())
                       : tr("The plan \"%1\" has changes that are not saved: %2. Save them?")
                             .arg(m_document.displayName(), QLocale().createSeparatedList(lost)),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return savePlan();
    return answer == QMessageBox::Discard;
}

void MainWindow::restoreWindowState()
{
    if (!restoreGeometry(m_settings.windowGeometry())) {
        // First run: a comfortable size that still fits a small laptop screen.
        QSize size(1100, 720);
        if (const QScreen* screen = QGuiApplication::primaryScreen()) {
            size = size.boundedTo(screen->availableSize() * 0.9);
        }
        resize(size);
    }
    restoreState(m_settings.windowState());
    showPage(m_settings.currentPage());
}

void MainWindow::saveWindowState()
{
    m_settings.setWindowGeometry(saveGeometry());
    m_settings.setWindowState(saveState());
    m_settings.setCurrentPage(currentPageId());
    m_settings.sync();
}

} // namespace gp
