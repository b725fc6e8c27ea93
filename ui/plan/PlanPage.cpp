#include "ui/plan/PlanPage.h"
#include "core/common/Units.h"

#include "core/plan/PlanBudget.h"
#include "core/plan/PlanWorkloads.h"

#include "core/catalog/GpuCatalog.h"
#include "core/cost/CostModel.h"
#include "core/estimator/ModelCatalog.h"
#include "core/plan/PlanDocument.h"
#include "ui/charts/VramChart.h"
#include "ui/common/FormWidgets.h"
#include "ui/common/Roles.h"
#include "ui/models/GpuFitModel.h"
#include "ui/plan/ConstraintsBox.h"
#include "ui/plan/GpuTab.h"
#include "ui/plan/WorkloadBar.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gp {

namespace {} // namespace

PlanPage::PlanPage(PlanDocument& document, QWidget* parent)
    : QWidget(parent), m_document(document), m_catalog(PriceCatalog::builtIn())
{
    setObjectName(QStringLiteral("planPage"));
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &PlanPage::recompute);
    buildForm();
    buildResults();

    auto* formScroll = new QScrollArea(this);
    formScroll->setWidgetResizable(true);
    formScroll->setFrameShape(QFrame::NoFrame);
    auto* form = new QWidget(formScroll);
    auto* formLayout = new QVBoxLayout(form);
    for (QWidget* group :
         {static_cast<QWidget*>(m_taskGroup), static_cast<QWidget*>(m_modelGroup), static_cast<QWidget*>(m_dataGroup),
          static_cast<QWidget*>(m_serveGroup), static_cast<QWidget*>(m_runGroup), static_cast<QWidget*>(m_whereGroup),
          static_cast<QWidget*>(m_constraintsBox)})
        formLayout->addWidget(group);
    formLayout->addStretch(1);
    formScroll->setWidget(form);
    formScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_formScroll = formScroll;

    auto* results = new QWidget(this);
    auto* resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_summary);
    resultsLayout->addWidget(m_tabs, 1);

    auto* splitter = new QSplitter(this);
    splitter->setChildrenCollapsible(false); // the questionnaire keeps the width its fields need
    splitter->addWidget(formScroll);
    splitter->addWidget(results);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({380, 700});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_workloadBar = new WorkloadBar(m_document, this);
    layout->addWidget(m_workloadBar);
    layout->addWidget(splitter, 1); // the bar keeps its one line; the questionnaire and results take the rest

    retranslateUi();
    loadFromDocument();
    connect(&m_document, &PlanDocument::questionnaireChanged, this, [this] {
        if (!m_loading)
            loadFromDocument();
    });
    connect(&m_document, &PlanDocument::calibrationsChanged, this, &PlanPage::scheduleRecompute);
    connect(&m_document, &PlanDocument::budgetChanged, this, [this] {
        // Only the budget's currency and rate reach this page (the items follow it, not the other way round).
        const auto [currency, fx] = pricing();
        if (currency != m_results.currency || fx.cnyPerUsd() != m_results.exchangeRate.cnyPerUsd())
            scheduleRecompute();
    });
    connect(&m_document, &PlanDocument::constraintsChanged, this, [this] {
        m_constraintsBox->show(m_document.plan().constraints, m_catalog);
        scheduleRecompute();
    });
    connect(m_constraintsBox, &ConstraintsBox::edited, &m_document, &PlanDocument::setConstraints);
    // The first results arrive on the next event-loop turn, after the window is on screen.
}

void PlanPage::buildForm()
{
    // Made first: each group's builder hands it the rows of its form that come and go with the task.
    m_rowSwitch = std::make_unique<FormRowSwitch>();
    m_taskGroup = new QGroupBox(this);
    m_taskHelp = helpLabel(m_taskGroup);
    m_task = new QComboBox(m_taskGroup);
    m_task->setObjectName(QStringLiteral("task"));
    for (Task t : {Task::Lora, Task::Qlora, Task::Full, Task::Freeze, Task::Inference})
        m_task->addItem(QString(), taskCode(t));
    auto* taskLayout = new QVBoxLayout(m_taskGroup);
    taskLayout->addWidget(m_task);
    taskLayout->addWidget(m_taskHelp);
    buildModelGroup();
    buildDataAndServeGroups();
    buildRunAndWhereGroups();
    m_constraintsBox = new ConstraintsBox(this);
    connectForm();
}

void PlanPage::buildModelGroup()
{
    m_modelGroup = new QGroupBox(this);
    m_modelHelp = helpLabel(m_modelGroup);
    m_fromCatalog = new QRadioButton(m_modelGroup);
    m_fromConfig = new QRadioButton(m_modelGroup);
    m_fromSize = new QRadioButton(m_modelGroup);
    m_sourceGroup = new QButtonGroup(this);
    m_sourceGroup->addButton(m_fromCatalog, static_cast<int>(ModelSource::Catalog));
    m_sourceGroup->addButton(m_fromConfig, static_cast<int>(ModelSource::ConfigFile));
    m_sourceGroup->addButton(m_fromSize, static_cast<int>(ModelSource::Size));
    m_model = new QComboBox(m_modelGroup);
    m_model->setObjectName(QStringLiteral("model"));
    for (const ModelArchitecture& m : ModelCatalog::builtIn().models())
        m_model->addItem(m.name, m.id);
    m_configPath = new QLineEdit(m_modelGroup);
    m_configPath->setObjectName(QStringLiteral("configPath"));
    m_browse = new QPushButton(m_modelGroup);
    m_size = new QLineEdit(m_modelGroup);
    m_size->setObjectName(QStringLiteral("size"));
    m_precisionLabel = new QLabel(m_modelGroup);
    m_precision = new QComboBox(m_modelGroup);
    m_precision->setObjectName(QStringLiteral("precision"));
    for (Precision p : {Precision::Bf16, Precision::Fp16, Precision::AmpBf16, Precision::AmpFp16, Precision::Fp32,
                        Precision::Int8, Precision::Int4})
        m_precision->addItem(precisionCode(p), precisionCode(p));
    m_batchLabel = new QLabel(m_modelGroup);
    m_batch = integer(m_modelGroup, 1, NeedLimits::kMaxBatch);
    m_batch->setObjectName(QStringLiteral("batch"));
    m_seqLabel = new QLabel(m_modelGroup);
    m_seq = integer(m_modelGroup, 16, NeedLimits::kMaxTokens);
    m_seq->setObjectName(QStringLiteral("seq"));
    m_seq->setSingleStep(512);
    m_rankLabel = new QLabel(m_modelGroup);
    m_rank = integer(m_modelGroup, 1, NeedLimits::kMaxLoraRank);
    m_allLinear = new QCheckBox(m_modelGroup);
    m_checkpointing = new QCheckBox(m_modelGroup);
    m_checkpointing->setObjectName(QStringLiteral("checkpointing"));
    m_optimizerLabel = new QLabel(m_modelGroup);
    m_optimizer = new QComboBox(m_modelGroup);
    m_optimizer->setObjectName(QStringLiteral("optimizer"));
    for (const QString& code : optimizerCodes())
        m_optimizer->addItem(code, code);
    m_saversLabel = new QLabel(m_modelGroup);
    m_savers = new QWidget(m_modelGroup);
    m_optimizerInBackward = new QCheckBox(m_savers);
    m_optimizerInBackward->setObjectName(QStringLiteral("optimizerInBackward"));
    m_chunkedLoss = new QCheckBox(m_savers);
    m_chunkedLoss->setObjectName(QStringLiteral("chunkedLoss"));
    m_activationOffloading = new QCheckBox(m_savers);
    m_activationOffloading->setObjectName(QStringLiteral("activationOffloading"));
    m_compile = new QCheckBox(m_savers);
    m_compile->setObjectName(QStringLiteral("compile"));
    // One column: the questionnaire pane is narrow, and two columns would clip the labels.
    auto* saversColumn = new QVBoxLayout(m_savers);
    saversColumn->setContentsMargins(0, 0, 0, 0);
    for (QCheckBox* box : {m_optimizerInBackward, m_chunkedLoss, m_activationOffloading, m_compile})
        saversColumn->addWidget(box);
    auto* configRow = new QHBoxLayout;
    configRow->addWidget(m_configPath, 1);
    configRow->addWidget(m_browse);
    auto* modelForm = new QFormLayout(m_modelGroup);
    modelForm->addRow(m_fromCatalog, m_model);
    modelForm->addRow(m_fromConfig, configRow);
    modelForm->addRow(m_fromSize, m_size);
    modelForm->addRow(m_modelHelp);
    modelForm->addRow(m_precisionLabel, m_precision);
    modelForm->addRow(m_batchLabel, m_batch);
    modelForm->addRow(m_seqLabel, m_seq);
    modelForm->addRow(m_rankLabel, m_rank);
    modelForm->addRow(QString(), m_allLinear);
    modelForm->addRow(QString(), m_checkpointing);
    modelForm->addRow(m_optimizerLabel, m_optimizer);
    modelForm->addRow(m_saversLabel, m_savers);
    m_rowSwitch->add(modelForm, {m_batch, m_seq, m_rank, m_allLinear, m_checkpointing, m_optimizer, m_savers});
}

void PlanPage::buildDataAndServeGroups()
{
    m_dataGroup = new QGroupBox(this);
    m_tokensLabel = new QLabel(m_dataGroup);
    m_tokens = number(m_dataGroup, 0.001, 1e8, 1, 10);
    m_tokens->setObjectName(QStringLiteral("tokens"));
    m_epochsLabel = new QLabel(m_dataGroup);
    m_epochs = number(m_dataGroup, 0.1, 1000, 1, 1);
    m_epochs->setObjectName(QStringLiteral("epochs"));
    m_dataHelp = helpLabel(m_dataGroup);
    auto* dataForm = new QFormLayout(m_dataGroup);
    dataForm->addRow(m_tokensLabel, m_tokens);
    dataForm->addRow(m_epochsLabel, m_epochs);
    dataForm->addRow(m_dataHelp);

    m_serveGroup = new QGroupBox(this);
    m_requestsLabel = new QLabel(m_serveGroup);
    m_requests = number(m_serveGroup, 0, 1e9, 0, 1000);
    m_requests->setObjectName(QStringLiteral("requests"));
    m_promptLabel = new QLabel(m_serveGroup);
    m_prompt = integer(m_serveGroup, 1, NeedLimits::kMaxTokens);
    m_outputLabel = new QLabel(m_serveGroup);
    m_output = integer(m_serveGroup, 1, NeedLimits::kMaxTokens);
    m_latencyLabel = new QLabel(m_serveGroup);
    m_latency = number(m_serveGroup, 0.1, 3600, 1, 1);
    m_usersLabel = new QLabel(m_serveGroup);
    m_users = integer(m_serveGroup, 0, NeedLimits::kMaxConcurrency);
    m_users->setObjectName(QStringLiteral("users"));
    m_peakLabel = new QLabel(m_serveGroup);
    m_peak = number(m_serveGroup, 1, 100, 1, 0.5);
    m_speedLabel = new QLabel(m_serveGroup);
    m_speed = number(m_serveGroup, 0, 10000, 0, 5);
    m_speed->setObjectName(QStringLiteral("speedPerUser"));
    m_allowSpot = new QCheckBox(m_serveGroup);
    m_allowSpot->setObjectName(QStringLiteral("allowSpot"));
    m_engineLabel = new QLabel(m_serveGroup);
    m_engine = new QComboBox(m_serveGroup);
    m_engine->setObjectName(QStringLiteral("engine"));
    for (const QString& code : engineCodes())
        m_engine->addItem(code, code);
    m_serveHelp = helpLabel(m_serveGroup);
    auto* serveForm = new QFormLayout(m_serveGroup);
    serveForm->addRow(m_requestsLabel, m_requests);
    serveForm->addRow(m_promptLabel, m_prompt);
    serveForm->addRow(m_outputLabel, m_output);
    serveForm->addRow(m_latencyLabel, m_latency);
    serveForm->addRow(m_usersLabel, m_users);
    serveForm->addRow(m_peakLabel, m_peak);
    serveForm->addRow(m_speedLabel, m_speed);
    serveForm->addRow(m_engineLabel, m_engine);
    serveForm->addRow(QString(), m_allowSpot);
    serveForm->addRow(m_serveHelp);
}

void PlanPage::buildRunAndWhereGroups()
{
    m_runGroup = new QGroupBox(this);
    m_runHelp = helpLabel(m_runGroup);
    m_oneOff = new QRadioButton(m_runGroup);
    m_recurring = new QRadioButton(m_runGroup);
    m_runsLabel = new QLabel(m_runGroup);
    m_runs = number(m_runGroup, 0.1, 1000, 1, 1);
    m_hoursLabel = new QLabel(m_runGroup);
    m_hoursPerDay = number(m_runGroup, 0, 24, 1, 1);
    m_hoursPerDay->setObjectName(QStringLiteral("hoursPerDay"));
    m_daysLabel = new QLabel(m_runGroup);
    m_daysPerMonth = number(m_runGroup, 0, 31, 0, 1);
    m_monthsLabel = new QLabel(m_runGroup);
    m_months = number(m_runGroup, 0.1, CostConstants::kMaxMonths, 1, 1);
    auto* scheduleRow = new QHBoxLayout;
    scheduleRow->addWidget(m_oneOff);
    scheduleRow->addWidget(m_recurring);
    scheduleRow->addStretch(1);
    auto* runForm = new QFormLayout(m_runGroup);
    runForm->addRow(scheduleRow);
    runForm->addRow(m_runsLabel, m_runs);
    runForm->addRow(m_hoursLabel, m_hoursPerDay);
    runForm->addRow(m_daysLabel, m_daysPerMonth);
    runForm->addRow(m_monthsLabel, m_months);
    runForm->addRow(m_runHelp);

    m_whereGroup = new QGroupBox(this);
    m_whereHelp = helpLabel(m_whereGroup);
    m_location = new QComboBox(m_whereGroup);
    m_location->setObjectName(QStringLiteral("dataLocation"));
    m_location->addItem(QString(), static_cast<int>(DataLocation::SameRegion));
    m_location->addItem(QString(), static_cast<int>(DataLocation::OtherRegion));
    m_location->addItem(QString(), static_cast<int>(DataLocation::Local));
    m_sizeLabel = new QLabel(m_whereGroup);
    m_dataSize = number(m_whereGroup, 0, 1e7, 1, 10);
    m_dataSize->setObjectName(QStringLiteral("dataSize"));
    m_uplinkLabel = new QLabel(m_whereGroup);
    m_uplink = number(m_whereGroup, 0.1, 1e6, 0, 10);
    auto* whereForm = new QFormLayout(m_whereGroup);
    whereForm->addRow(m_location);
    whereForm->addRow(m_sizeLabel, m_dataSize);
    whereForm->addRow(m_uplinkLabel, m_uplink);
    whereForm->addRow(m_whereHelp);
    m_rowSwitch->add(runForm, {m_runs, m_hoursPerDay, m_daysPerMonth});
    m_rowSwitch->add(whereForm, {m_uplink});
}

void PlanPage::connectForm()
{
    // Every answer feeds the document and a recompute on the next event-loop turn.
    const auto changed = [this] {
        if (m_loading)
            return;
        storeToDocument();
        updateVisibility();
        scheduleRecompute();
    };
    connect(m_task, &QComboBox::currentIndexChanged, this, [this, changed] {
        if (!m_loading)
            applyTaskDefaults();
        changed();
    });
    for (QComboBox* box : {m_model, m_precision, m_optimizer, m_engine, m_location})
        connect(box, &QComboBox::currentIndexChanged, this, changed);
    connect(m_sourceGroup, &QButtonGroup::idClicked, this, changed);
    for (QLineEdit* edit : {m_configPath, m_size})
        connect(edit, &QLineEdit::textChanged, this, changed);
    for (QSpinBox* box : {m_batch, m_seq, m_rank, m_prompt, m_output, m_users})
        connect(box, &QSpinBox::valueChanged, this, changed);
    for (QDoubleSpinBox* box : {m_tokens, m_epochs, m_runs, m_hoursPerDay, m_daysPerMonth, m_months, m_requests,
                                m_latency, m_peak, m_speed, m_dataSize, m_uplink})
        connect(box, &QDoubleSpinBox::valueChanged, this, changed);
    for (QCheckBox* box : {m_allLinear, m_checkpointing, m_allowSpot, m_optimizerInBackward, m_chunkedLoss,
                           m_activationOffloading, m_compile})
        connect(box, &QCheckBox::toggled, this, changed);
    for (QRadioButton* button : {m_oneOff, m_recurring})
        connect(button, &QRadioButton::toggled, this, changed);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Hugging Face config.json"), QString(),
                                                          tr("Model config (config.json *.json)"));
        if (!file.isEmpty()) {
            m_configPath->setText(file);
            m_fromConfig->setChecked(true);
            storeToDocument();
            scheduleRecompute();
        }
    });
}

void PlanPage::buildResults()
{
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setMargin(4);
    m_tabs = new QTabWidget(this);

    auto* memory = new QWidget(m_tabs);
    m_chart = new VramChart(memory);
    m_why = new QTreeWidget(memory);
    m_why->setObjectName(QStringLiteral("why"));
    m_why->setColumnCount(3);
    m_why->setRootIsDecorated(false);
    m_why->setWordWrap(true);
    m_why->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_why->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    auto* memorySplit = new QSplitter(Qt::Vertical, memory);
    memorySplit->setChildrenCollapsible(false);
    memorySplit->addWidget(m_chart);
    memorySplit->addWidget(m_why);
    auto* memoryLayout = new QVBoxLayout(memory);
    memoryLayout->setContentsMargins(0, 0, 0, 0);
    memoryLayout->addWidget(memorySplit);
    m_tabs->addTab(memory, QString());

    m_gpuTab = new GpuTab(
        [this] {
            QStringList names;
            for (const BudgetScenario& s : m_document.budget().scenarios)
                names << s.displayName();
            return names;
        },
        m_tabs);
    connect(m_gpuTab, &GpuTab::addToBudgetRequested, this, [this](int scenario) { addToBudget(scenario); });
    m_tabs->addTab(m_gpuTab, QString());

    m_advice = new QTextBrowser(m_tabs);
    m_advice->setObjectName(QStringLiteral("advice"));
    m_tabs->addTab(m_advice, QString());
}

PlanPage::~PlanPage() = default;

GpuFitModel* PlanPage::fitModel() const
{
    return m_gpuTab->fitModel();
}

bool PlanPage::addToBudget(int scenario)
{
    // A GPU the user picked stays that GPU's deployment; without a pick the item is the plan's answer, whichever GPU
    // that turns out to be. Either way it follows the plan as it changes.
    const GpuPlanRow* row = m_gpuTab->selectedRow();
    const int workload = m_document.activeWorkload();
    const std::optional<BudgetItem> item = row ? PlanBudget::itemFor(m_results, row, PlanLink::Gpu, workload)
                                               : PlanBudget::itemFor(m_results, nullptr, PlanLink::Answer, workload);
    if (!item)
        return false;
    Budget budget = m_document.budget();
    if (budget.scenarios.isEmpty())
        budget.scenarios << BudgetScenario{}; // "Base", drawn in the language of the moment
    scenario = std::clamp(scenario, 0, static_cast<int>(budget.scenarios.size()) - 1);
    budget.scenarios[scenario].items << *item;
    m_document.setBudget(budget);
    return true;
}

void PlanPage::retranslateUi()
{
    m_taskGroup->setTitle(tr("1. What do you want to do?"));
    const QStringList tasks{tr("LoRA fine-tuning"), tr("QLoRA fine-tuning (4-bit base)"),
                            tr("Full fine-tuning or training"), tr("Freeze-tuning (top layers only)"),
                            tr("Serve the model (inference)")};
    for (int i = 0; i < tasks.size(); ++i)
        m_task->setItemText(i, tasks.at(i));
    m_modelGroup->setTitle(tr("2. Which model?"));
    m_fromCatalog->setText(tr("&Catalog"));
    m_fromConfig->setText(tr("config.json"));
    m_fromSize->setText(tr("Si&ze"));
    m_browse->setText(tr("Browse…"));
    m_configPath->setPlaceholderText(tr("path to a Hugging Face config.json"));
    m_size->setPlaceholderText(tr("e.g. 7B, 1.5B, 70e9"));
    m_modelHelp->setText(tr("Exact numbers come from the architecture; a bare size gives an approximate estimate."));
    m_precisionLabel->setText(tr("Precision:"));
    m_batchLabel->setText(tr("Batch size:"));
    m_seqLabel->setText(tr("Sequence length:"));
    m_rankLabel->setText(tr("LoRA rank:"));
    m_allLinear->setText(tr("Adapt all linear layers"));
    m_checkpointing->setText(tr("Gradient checkpointing"));
    m_optimizerLabel->setText(tr("Optimizer:"));
    m_saversLabel->setText(tr("Memory savers:"));
    m_optimizerInBackward->setText(tr("Optimizer step in backward"));
    m_optimizerInBackward->setToolTip(tr("Each parameter is updated as soon as its gradient exists, so the full set "
                                         "of gradients is never held (torchtune optimizer_in_bwd)."));
    m_chunkedLoss->setText(tr("Chunked loss"));
    m_chunkedLoss->setToolTip(tr("Cross-entropy computed chunk by chunk: no fp32 copy of all the logits."));
    m_activationOffloading->setText(tr("Activation offloading"));
    m_activationOffloading->setToolTip(
        tr("Saved activations wait in host memory until backward; costs PCIe time when compute cannot hide it."));
    m_compile->setText(tr("torch.compile"));
    m_compile->setToolTip(tr("Fused kernels: fewer saved tensors and faster steps."));
    m_dataGroup->setTitle(tr("3. Training data"));
    m_tokensLabel->setText(tr("Dataset (million tokens):"));
    m_epochsLabel->setText(tr("Epochs:"));
    m_dataHelp->setText(
        tr("Tokens × epochs × about 6 FLOPs per parameter set the GPU-hours, and so the cost of a run."));
    m_serveGroup->setTitle(tr("3. Serving"));
    m_requestsLabel->setText(tr("Requests per day:"));
    m_promptLabel->setText(tr("Prompt tokens:"));
    m_outputLabel->setText(tr("Output tokens:"));
    m_latencyLabel->setText(tr("Answer within (s):"));
    m_usersLabel->setText(tr("Users at once (0: from requests):"));
    m_users->setSpecialValueText(tr("from requests"));
    m_peakLabel->setText(tr("Peak ÷ average load:"));
    m_speedLabel->setText(tr("Tokens/s per user (0: from answer time):"));
    m_speed->setSpecialValueText(tr("from answer time"));
    m_allowSpot->setText(tr("Spot capacity is acceptable for this service"));
    m_engineLabel->setText(tr("Serving engine:"));
    m_engine->setToolTip(tr("How close decoding comes to the GPU's memory bandwidth. llama.cpp stores int8/int4 as "
                            "GGUF Q8_0/Q4_K_M; Transformers' generate() loop is the slowest."));
    m_serveHelp->setText(
        tr("Users decoding at once (requests at the peak × answer time) set the KV cache; the speed each user "
           "should see (output tokens ÷ answer time) sets how many replicas serve them."));
    m_runGroup->setTitle(tr("4. How does the work run?"));
    m_oneOff->setText(tr("&One-off"));
    m_recurring->setText(tr("&Recurring"));
    m_runsLabel->setText(tr("Runs per month:"));
    m_hoursLabel->setText(tr("Hours per day:"));
    m_daysLabel->setText(tr("Days per month:"));
    m_monthsLabel->setText(tr("Project duration (months):"));
    m_runHelp->setText(tr("On-and-off use favours hourly billing; a machine busy most of the month favours a monthly "
                          "plan."));
    m_whereGroup->setTitle(tr("5. Where does the data live?"));
    m_location->setItemText(0, tr("Same region as the GPUs"));
    m_location->setItemText(1, tr("Another region or cloud"));
    m_location->setItemText(2, tr("On my machine"));
    m_sizeLabel->setText(tr("Data size (GB):"));
    m_uplinkLabel->setText(tr("My upload speed (Mbit/s):"));
    m_whereHelp->setText(tr("Data far from the GPUs costs transfer time while the meter runs."));
    m_tabs->setTabText(0, tr("&Memory"));
    m_tabs->setTabText(1, tr("&GPUs"));
    m_tabs->setTabText(2, tr("&Advice"));
    m_why->setHeaderLabels({tr("Term"), tr("GiB"), tr("How")});
    m_chart->retranslate();
    updateVisibility(); // also fits the questionnaire's width to the new words
    if (m_results.memory)
        showResults();
}

void PlanPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        scheduleRecompute(); // explanations are produced in the current language
    }
    QWidget::changeEvent(event);
}

void PlanPage::loadFromDocument()
{
    m_loading = true;
    const Questionnaire& q = m_document.questionnaire();
    m_task->setCurrentIndex(m_task->findData(taskCode(q.task)));
    if (QAbstractButton* b = m_sourceGroup->button(static_cast<int>(q.modelSource)))
        b->setChecked(true);
    m_model->setCurrentIndex(std::max(0, m_model->findData(q.modelId)));
    m_configPath->setText(q.configPath);
    m_size->setText(q.size);
    m_precision->setCurrentIndex(std::max(0, m_precision->findData(precisionCode(q.precision))));
    m_batch->setValue(static_cast<int>(q.batch));
    m_seq->setValue(static_cast<int>(q.seq));
    m_rank->setValue(static_cast<int>(q.loraRank));
    m_allLinear->setChecked(q.allLinear);
    m_checkpointing->setChecked(q.gradientCheckpointing);
    m_optimizer->setCurrentIndex(std::max(0, m_optimizer->findData(optimizerCode(q.optimizer))));
    m_optimizerInBackward->setChecked(q.savers.optimizerInBackward);
    m_chunkedLoss->setChecked(q.savers.chunkedLoss);
    m_activationOffloading->setChecked(q.savers.activationOffloading);
    m_compile->setChecked(q.savers.compile);
    m_tokens->setValue(q.datasetTokens / 1e6);
    m_epochs->setValue(q.epochs);
    (q.schedule == Schedule::Recurring ? m_recurring : m_oneOff)->setChecked(true);
    m_runs->setValue(q.runsPerMonth);
    m_hoursPerDay->setValue(q.hoursPerDay);
    m_daysPerMonth->setValue(q.daysPerMonth);
    m_months->setValue(q.projectMonths);
    m_requests->setValue(q.requestsPerDay);
    m_prompt->setValue(static_cast<int>(q.promptTokens));
    m_output->setValue(static_cast<int>(q.outputTokens));
    m_latency->setValue(q.latencyTargetSeconds);
    m_users->setValue(static_cast<int>(q.concurrentUsers));
    m_peak->setValue(q.peakFactor);
    m_speed->setValue(q.tokensPerSecondPerUser);
    m_allowSpot->setChecked(q.allowSpot);
    m_engine->setCurrentIndex(std::max(0, m_engine->findData(engineCode(q.engine))));
    m_location->setCurrentIndex(m_location->findData(static_cast<int>(q.dataLocation)));
    m_dataSize->setValue(q.dataSizeGb);
    m_uplink->setValue(q.uploadMbps);
    m_loading = false;
    updateVisibility();
    scheduleRecompute();
}

void PlanPage::storeToDocument()
{
    Questionnaire q = m_document.questionnaire();
    q.task = taskFromCode(m_task->currentData().toString()).value_or(Task::Lora);
    q.modelSource = static_cast<ModelSource>(std::max(0, m_sourceGroup->checkedId()));
    q.modelId = m_model->currentData().toString();
    q.configPath = m_configPath->text();
    q.size = m_size->text();
    q.precision = precisionFromCode(m_precision->currentData().toString()).value_or(Precision::Bf16);
    q.batch = m_batch->value();
    q.seq = m_seq->value();
    q.loraRank = m_rank->value();
    q.allLinear = m_allLinear->isChecked();
    q.gradientCheckpointing = m_checkpointing->isChecked();
    q.optimizer = optimizerFromCode(m_optimizer->currentData().toString()).value_or(Optimizer::AdamW);
    q.savers.optimizerInBackward = m_optimizerInBackward->isChecked();
    q.savers.chunkedLoss = m_chunkedLoss->isChecked();
    q.savers.activationOffloading = m_activationOffloading->isChecked();
    q.savers.compile = m_compile->isChecked();
    q.datasetTokens = m_tokens->value() * 1e6;
    q.epochs = m_epochs->value();
    q.schedule = m_recurring->isChecked() ? Schedule::Recurring : Schedule::OneOff;
    q.runsPerMonth = m_runs->value();
    q.hoursPerDay = m_hoursPerDay->value();
    q.daysPerMonth = m_daysPerMonth->value();
    q.projectMonths = m_months->value();
    q.requestsPerDay = m_requests->value();
    q.promptTokens = m_prompt->value();
    q.outputTokens = m_output->value();
    q.latencyTargetSeconds = m_latency->value();
    q.concurrentUsers = m_users->value();
    q.peakFactor = m_peak->value();
    q.tokensPerSecondPerUser = m_speed->value();
    q.allowSpot = m_allowSpot->isChecked();
    q.engine = engineFromCode(m_engine->currentData().toString()).value_or(Engine::Vllm);
    q.dataLocation = static_cast<DataLocation>(m_location->currentData().toInt());
    q.dataSizeGb = m_dataSize->value();
    q.uploadMbps = m_uplink->value();
    m_loading = true; // the document echoes the change back; the form already shows it
    m_document.setQuestionnaire(q);
    m_loading = false;
}

void PlanPage::applyTaskDefaults()
{
    const Task task = taskFromCode(m_task->currentData().toString()).value_or(Task::Lora);
    const Questionnaire defaults = Questionnaire::defaultsFor(task);
    m_loading = true;
    m_precision->setCurrentIndex(std::max(0, m_precision->findData(precisionCode(defaults.precision))));
    m_batch->setValue(static_cast<int>(defaults.batch));
    m_seq->setValue(static_cast<int>(defaults.seq));
    if (task == Task::Inference) {
        m_recurring->setChecked(true);
        m_hoursPerDay->setValue(defaults.hoursPerDay);
        m_daysPerMonth->setValue(defaults.daysPerMonth);
    }
    m_loading = false;
}

void PlanPage::fitFormWidth()
{
    // After the layout has taken the new texts and visibility into account.
    QTimer::singleShot(0, this, [this] {
        m_formScroll->setMinimumWidth(m_formScroll->widget()->minimumSizeHint().width() +
                                      m_formScroll->verticalScrollBar()->sizeHint().width());
    });
}

void PlanPage::updateVisibility()
{
    const Task task = taskFromCode(m_task->currentData().toString()).value_or(Task::Lora);
    const bool serving = task == Task::Inference;
    const bool adapters = task == Task::Lora || task == Task::Qlora;
    m_taskHelp->setText(serving ? tr("Serving keeps the model loaded for your users: the answer is the replicas that "
                                     "give each user the speed asked for, priced by the month.")
                                : tr("LoRA trains small adapters on a frozen model: the usual start. QLoRA keeps the "
                                     "base in 4 bits to fit smaller cards. Full fine-tuning updates every weight and "
                                     "needs about 16 bytes per parameter."));
    m_dataGroup->setVisible(!serving);
    m_serveGroup->setVisible(serving);
    // Whole rows, label and field together, taken out of the form while hidden (FormRowSwitch says why).
    for (QWidget* field :
         {static_cast<QWidget*>(m_batch), static_cast<QWidget*>(m_seq), static_cast<QWidget*>(m_checkpointing),
          static_cast<QWidget*>(m_optimizer), static_cast<QWidget*>(m_savers)})
        m_rowSwitch->setVisible(field, !serving);
    for (QWidget* field : {static_cast<QWidget*>(m_rank), static_cast<QWidget*>(m_allLinear)})
        m_rowSwitch->setVisible(field, adapters);
    m_rowSwitch->setVisible(m_runs, !serving && m_recurring->isChecked());
    m_rowSwitch->setVisible(m_hoursPerDay, serving);
    m_rowSwitch->setVisible(m_daysPerMonth, serving);
    m_model->setEnabled(m_fromCatalog->isChecked());
    m_configPath->setEnabled(m_fromConfig->isChecked());
    m_browse->setEnabled(m_fromConfig->isChecked());
    m_size->setEnabled(m_fromSize->isChecked());
    const bool local = static_cast<DataLocation>(m_location->currentData().toInt()) == DataLocation::Local;
    m_rowSwitch->setVisible(m_uplink, local);
    fitFormWidth();
}

void PlanPage::setCatalog(const PriceCatalog& catalog, const ExchangeRate& fx, Currency currency)
{
    m_catalog = catalog;
    m_fx = fx;
    m_currency = currency;
    m_constraintsBox->show(m_document.plan().constraints, m_catalog);
    scheduleRecompute();
}

void PlanPage::scheduleRecompute()
{
    m_timer.start();
}

std::pair<Currency, ExchangeRate> PlanPage::pricing() const
{
    const Plan& plan = m_document.plan();
    const Currency currency = plan.constraints.currency ? *plan.constraints.currency
                              : plan.budget             ? plan.budget->settings.currency
                                                        : m_currency;
    const ExchangeRate fx =
        plan.budget && plan.budget->settings.cnyPerUsd > 0 ? plan.budget->settings.exchangeRate(m_catalog) : m_fx;
    return {currency, fx};
}

void PlanPage::recompute()
{
    m_timer.stop();
    // The plan's one currency and rate (its constraints', else its budget's), as the report and the CLI price it: a
    // budget switched to USD shows the Plan page in USD too.
    const Plan& plan = m_document.plan();
    const auto [currency, fx] = pricing();
    m_all.clear();
    for (int i = 0; i < PlanWorkloads::count(plan); ++i)
        m_all << PlanEvaluator::evaluate(PlanWorkloads::at(plan, i), m_catalog, fx, currency, QDate::currentDate(),
                                         plan.calibrations, plan.constraints);
    m_results = m_all.value(m_document.activeWorkload());
    showResults();
    Q_EMIT resultsChanged();
}

void PlanPage::showResults()
{
    const QLocale l;
    const PlanResults& r = m_results;
    if (!r.model || !r.memory) {
        m_summary->setText(
            QStringLiteral("<b>%1</b>").arg((r.modelError.isEmpty() ? r.needError : r.modelError).toHtmlEscaped()));
        m_chart->clear();
        m_why->clear();
        m_gpuTab->setResults(m_results);
        m_advice->clear();
        return;
    }
    const MemoryEstimate& e = *r.memory;
    QString best;
    if (const GpuPlanRow* chosen = r.chosen()) {
        const GpuPlanRow& row = *chosen;
        const Deployment& d = *row.deployment;
        const QString where = tr("%1 on %2 (%3, price of %4)")
                                  .arg(DeploymentSearch::shapeText(d), d.providerName, DeploymentSearch::billingText(d),
                                       d.price.dateText());
        const QString total = ExchangeRate::format({d.total, m_results.currency});
        // A job's hours and money carry the band of its estimate: "11.0 h (9.6–14.9), ¥30.80 (¥26.10–¥41.20)".
        if (r.need.task == Task::Inference)
            best = tr("Cheapest: %1, %2 a month, %3 over %n month(s).", nullptr, r.usage.months)
                       .arg(where, ExchangeRate::format({d.perMonthAverage, m_results.currency}), total);
        else if (r.usage.runs > 1)
            best = tr("Cheapest: %1, %2 and %3 a run; %4 for %n run(s).", nullptr, r.usage.runs)
                       .arg(where, DeploymentSearch::hoursText(d), DeploymentSearch::moneyText(d, d.costPerRun),
                            DeploymentSearch::totalText(d));
        else
            best = tr("Cheapest: %1, %2, %3 for the run.")
                       .arg(where, DeploymentSearch::hoursText(d), DeploymentSearch::totalText(d));
        if (d.hasBand())
            best += QLatin1Char(' ') + (r.need.task == Task::Inference
                                            ? tr("Each user should see %1 tokens/s (%2: %3).")
                                                  .arg(l.toString(d.tokensPerSecondPerUser, 'f', 1),
                                                       ErrorBands::rangeText(d.tokensPerSecondPerUser, d.band, 1),
                                                       ErrorBands::basisText(d.band))
                                            : tr("The ranges: %1.").arg(ErrorBands::basisText(d.band)));
        if (Fees::total(d.fees) > 0) // a free transfer alone is no news here; the advice lists every line
            best += QLatin1Char(' ') + tr("Included: %1.").arg(Fees::summary(d.fees, m_results.currency));
        if (row.calibration)
            best += QLatin1Char(' ') + PerformanceEstimator::calibrationNote(*row.calibration);
        if (const std::optional<Deployment> stale = r.search.cheaperStale())
            best += QLatin1Char(' ') + DeploymentSearch::staleNote(*stale, d, QDate::currentDate());
        best += QLatin1Char(' ') + r.pricingBasis();
    }
    if (r.need.task == Task::Inference) {
        // A service's memory is its answer's, per card of a replica: not every user on one card.
        const GpuPlanRow* chosen = r.chosen();
        const double perCard = chosen ? chosen->deployment->fit.bytesPerGpu : e.total();
        m_summary->setText(tr("<b>%1</b>: %2 GiB per GPU — %3 B parameters. %4")
                               .arg(r.model->name.toHtmlEscaped(), l.toString(perCard / kGiB, 'f', 1),
                                    l.toString(e.parameters / 1e9, 'f', 2), best.toHtmlEscaped()));
    } else {
        m_summary->setText(tr("<b>%1</b>: %2 GiB per GPU — %3 B parameters, %4 M trainable. %5")
                               .arg(r.model->name.toHtmlEscaped(), l.toString(e.total() / kGiB, 'f', 1),
                                    l.toString(e.parameters / 1e9, 'f', 2),
                                    l.toString(e.trainableParameters / 1e6, 'f', 1), best.toHtmlEscaped()));
    }
    // Candidates: the usual 24 / 48 / 80 GB classes, plus the cheapest that fits.
    QList<GpuSpec> candidates;
    for (const char* id : {"rtx-4090", "l40s", "a100-80gb"})
        if (const auto g = GpuCatalog::builtIn().find(QString::fromLatin1(id)))
            candidates << *g;
    m_chart->setEstimate(e, candidates);

    m_why->clear();
    for (const MemoryTerm& t : e.terms) {
        auto* item = new QTreeWidgetItem(m_why, {memoryComponentName(t.component) + QStringLiteral(": ") + t.label,
                                                 l.toString(t.bytes / kGiB, 'f', 2), t.formula});
        item->setToolTip(2, t.formula);
        item->setTextAlignment(1, Qt::AlignRight);
    }
    for (const QString& a : e.assumptions) {
        auto* item = new QTreeWidgetItem(m_why, {tr("Assumption"), QString(), a});
        item->setToolTip(2, a);
    }
    m_gpuTab->setResults(r);
    QString html = QStringLiteral("<ul>");
    for (const QString& a : r.advice)
        html += QStringLiteral("<li style='margin-bottom:6px'>%1</li>").arg(a.toHtmlEscaped());
    html += QStringLiteral("<li>%1</li>").arg(r.transfer.explanation.toHtmlEscaped());
    if (const GpuPlanRow* chosen = r.chosen())
        for (const FeeLine& fee : chosen->deployment->fees)
            html +=
                QStringLiteral("<li>%1</li>")
                    .arg(tr("%1: %2 (%3)")
                             .arg(fee.name(), ExchangeRate::format({fee.amount, m_results.currency}), fee.explanation)
                             .toHtmlEscaped());
    html +=
        QStringLiteral("<li>%1</li></ul>").arg(tr("Converted at %1.").arg(r.exchangeRate.describe()).toHtmlEscaped());
    m_advice->setHtml(html);
}

} // namespace gp
