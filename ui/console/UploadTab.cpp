#include "ui/console/UploadTab.h"

#include "ui/console/ConsoleFormat.h"

#include "core/sync/UploadSummary.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace gp {

UploadTab::UploadTab(ConsoleSession& session, QWidget* parent) : ConsoleTab(session, parent)
{
    m_paths = new QListWidget(this);
    m_paths->setObjectName(QStringLiteral("uploadPaths"));
    m_paths->setSelectionMode(QAbstractItemView::ExtendedSelection);
    // However paths arrive (the buttons, a drop), the buttons follow the list.
    connect(m_paths->model(), &QAbstractItemModel::rowsInserted, this, [this] { setActionsEnabled(m_enabled); });
    connect(m_paths->model(), &QAbstractItemModel::rowsRemoved, this, [this] { setActionsEnabled(m_enabled); });
    m_addFiles = new QPushButton(this);
    m_addFolder = new QPushButton(this);
    m_removePath = new QPushButton(this);
    connect(m_addFiles, &QPushButton::clicked, this, [this] {
        for (const QString& f : QFileDialog::getOpenFileNames(this, tr("Files to upload")))
            m_paths->addItem(f);
        setActionsEnabled(m_enabled);
    });
    connect(m_addFolder, &QPushButton::clicked, this, [this] {
        const QString d = QFileDialog::getExistingDirectory(this, tr("Folder to upload"));
        if (!d.isEmpty())
            m_paths->addItem(d);
        setActionsEnabled(m_enabled);
    });
    connect(m_removePath, &QPushButton::clicked, this, [this] {
        qDeleteAll(m_paths->selectedItems());
        setActionsEnabled(m_enabled);
    });
    auto* pathButtons = new QVBoxLayout;
    pathButtons->addWidget(m_addFiles);
    pathButtons->addWidget(m_addFolder);
    pathButtons->addWidget(m_removePath);
    pathButtons->addStretch(1);
    auto* paths = new QHBoxLayout;
    paths->addWidget(m_paths, 1);
    paths->addLayout(pathButtons);

    m_destLabel = new QLabel(this);
    m_dest = new QLineEdit(ConsoleSession::defaultWorkdir(), this);
    m_dest->setObjectName(QStringLiteral("uploadDest"));
    m_compressionLabel = new QLabel(this);
    m_compression = new QComboBox(this);
    for (const char* code : {"zstd", "gzip", "none"})
        m_compression->addItem(QString(), QLatin1String(code)); // named in retranslateUi
    m_excludeLabel = new QLabel(this);
    m_excludes = new QLineEdit(this);
    m_extract = new QCheckBox(this);
    m_extract->setChecked(true);
    m_followLinks = new QCheckBox(this);
    m_followLinks->setObjectName(QStringLiteral("uploadFollowLinks"));
    m_checkSpace = new QCheckBox(this);
    m_checkSpace->setObjectName(QStringLiteral("uploadCheckSpace"));
    m_checkSpace->setChecked(true);
    m_delete = new QCheckBox(this);
    m_delete->setObjectName(QStringLiteral("uploadDelete"));
    m_verify = new QCheckBox(this);
    m_verify->setObjectName(QStringLiteral("uploadVerify"));
    // Comparing with what is unpacked there needs it unpacked.
    connect(m_extract, &QCheckBox::toggled, this, [this](bool on) {
        m_delete->setEnabled(on);
        m_verify->setEnabled(on);
        setActionsEnabled(m_enabled);
    });
    m_destLabel->setBuddy(m_dest);
    m_compressionLabel->setBuddy(m_compression);
    m_excludeLabel->setBuddy(m_excludes);
    auto* form = new QFormLayout;
    form->addRow(m_destLabel, m_dest);
    form->addRow(m_compressionLabel, m_compression);
    form->addRow(m_excludeLabel, m_excludes);
    form->addRow(QString(), m_extract);
    form->addRow(QString(), m_followLinks);
    form->addRow(QString(), m_checkSpace);
    form->addRow(QString(), m_delete);
    form->addRow(QString(), m_verify);

    m_upload = new QPushButton(this);
    m_upload->setObjectName(QStringLiteral("upload"));
    connect(m_upload, &QPushButton::clicked, this, [this] { startUpload(chosenPaths(), m_dest->text()); });
    m_preview = new QPushButton(this);
    m_preview->setObjectName(QStringLiteral("uploadPreview"));
    connect(m_preview, &QPushButton::clicked, this, [this] { startPreview(chosenPaths(), m_dest->text()); });
    m_bar = new QProgressBar(this);
    m_bar->setObjectName(QStringLiteral("uploadProgress"));
    m_bar->setRange(0, 1000);
    m_bar->setValue(0);
    m_bar->setFormat(QStringLiteral("%p%"));
    m_detail = new QLabel(this);
    m_detail->setObjectName(QStringLiteral("uploadDetail"));
    m_detail->setWordWrap(true);
    auto* run = new QHBoxLayout;
    run->addWidget(m_bar, 1);
    run->addWidget(m_preview);
    run->addWidget(m_upload);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(paths, 1);
    layout->addLayout(form);
    layout->addLayout(run);
    layout->addWidget(m_detail);

    connectSession(session);
    retranslateUi();
}

// What the worker reports of an upload or a preview: progress, the result, and a failure's reason.
void UploadTab::connectSession(ConsoleSession& session)
{
    connect(session.worker(), &RemoteWorker::uploadProgress, this, [this](const UploadProgress& p) {
        const qint64 total = std::max<qint64>(1, p.tar.totalInputBytes);
        m_bar->setRange(0, 1000);
        m_bar->setValue(static_cast<int>(1000.0 * static_cast<double>(p.tar.inputBytes) / total));
        QString detail = tr("Sending %1 · %2 of %3 read · %4 sent")
                             .arg(UploadSummary::sending(p), ConsoleFormat::bytes(p.tar.inputBytes),
                                  ConsoleFormat::bytes(p.tar.totalInputBytes), ConsoleFormat::bytes(p.sentBytes));
        if (p.skippedBytes > 0)
            detail += tr(" · %1 already there (resumed)").arg(ConsoleFormat::bytes(p.skippedBytes));
        if (p.bytesPerSecond > 0)
            detail += tr(" · %1/s").arg(ConsoleFormat::bytes(p.bytesPerSecond));
        if (p.etaSeconds >= 0)
            detail += tr(" · %1 left").arg(ConsoleFormat::duration(static_cast<qint64>(p.etaSeconds)));
        m_detail->setText(detail);
    });
    connect(session.worker(), &RemoteWorker::uploadDone, this, [this](const UploadResult& r) {
        m_bar->setValue(m_bar->maximum());
        QString text = r.archiveBytes == 0
                           ? QString()
                           : tr("Uploaded and verified: %n file(s), %1 archive, SHA-256 %2.", nullptr, r.sentFiles)
                                 .arg(ConsoleFormat::bytes(static_cast<double>(r.archiveBytes)), r.sha256.left(16));
        for (const QString& line : UploadSummary::outcome(r))
            text += (text.isEmpty() ? QString() : QStringLiteral(" ")) + line;
        if (!r.excluded.isEmpty()) {
            text += QLatin1Char(' ') +
                    tr("%n path(s) left out (exclude patterns, .gitignore or special files); hover to see them.",
                       nullptr, static_cast<int>(r.excluded.size()));
            QStringList lines;
            for (const TarballExclusion& e : r.excluded.mid(0, 50))
                lines << e.path + QStringLiteral(" — ") + e.reasonText();
            if (r.excluded.size() > 50)
                lines << tr("… and %n more", nullptr, static_cast<int>(r.excluded.size() - 50));
            m_detail->setToolTip(lines.join(QLatin1Char('\n')));
        } else {
            m_detail->setToolTip(QString());
        }
        m_detail->setText(text);
    });
    connect(session.worker(), &RemoteWorker::uploadPreviewed, this, [this](const SyncPlan& plan) {
        const QStringList lines = UploadSummary::plan(plan, 50);
        m_detail->setText(lines.first());
        m_detail->setToolTip(lines.mid(1).join(QLatin1Char('\n')));
        for (const QString& line : lines)
            Q_EMIT logMessage(RemoteWorker::LogKind::Info, line);
    });
    connect(&session, &ConsoleSession::taskFinished, this,
            [this](RemoteWorker::Task task, bool ok, const QString& message) {
                if ((task == RemoteWorker::Task::Upload || task == RemoteWorker::Task::UploadPreview) && !ok)
                    m_detail->setText(message);
            });
}

QStringList UploadTab::chosenPaths() const
{
    QStringList paths;
    for (int i = 0; i < m_paths->count(); ++i)
        paths << m_paths->item(i)->text();
    return paths;
}

std::optional<UploadOptions> UploadTab::options(const QStringList& paths, const QString& dest)
{
    if (paths.isEmpty()) {
        Q_EMIT logMessage(RemoteWorker::LogKind::Error, tr("Add the files or folders to upload first."));
        return std::nullopt;
    }
    UploadOptions options;
    options.tar.paths = paths;
    options.destDir = dest.trimmed().isEmpty() ? ConsoleSession::defaultWorkdir() : dest.trimmed();
    options.tar.compression = compressionFromCode(m_compression->currentData().toString()).value_or(Compression::Zstd);
    const QStringList excludes =
        m_excludes->text().split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
    options.tar.excludes = TarballOptions::defaultExcludes() + excludes;
    options.extract = m_extract->isChecked();
    options.tar.followOutsideLinks = m_followLinks->isChecked();
    options.checkSpace = m_checkSpace->isChecked();
    options.sync.deleteRemoved = options.extract && m_delete->isChecked();
    options.sync.verify = options.extract && m_verify->isChecked();
    return options;
}

void UploadTab::startUpload(const QStringList& paths, const QString& dest)
{
    const std::optional<UploadOptions> o = options(paths, dest);
    if (!o)
        return;
    m_bar->setValue(0);
    m_detail->setToolTip(QString());
    m_detail->setText(tr("Comparing with the instance and preparing the archive …"));
    m_session.upload(*o);
}

void UploadTab::startPreview(const QStringList& paths, const QString& dest)
{
    const std::optional<UploadOptions> o = options(paths, dest);
    if (!o)
        return;
    m_detail->setToolTip(QString());
    m_detail->setText(tr("Comparing with the instance …"));
    m_session.previewUpload(*o);
}

void UploadTab::setActionsEnabled(bool enabled)
{
    m_enabled = enabled;
    m_upload->setEnabled(enabled && m_paths->count() > 0);
    m_preview->setEnabled(enabled && m_paths->count() > 0 && m_extract->isChecked());
    m_removePath->setEnabled(m_paths->count() > 0);
}

void UploadTab::retranslateUi()
{
    m_addFiles->setText(tr("Add &files…"));
    m_addFolder->setText(tr("Add f&older…"));
    m_removePath->setText(tr("Remove"));
    m_destLabel->setText(tr("&Destination on the instance:"));
    m_compressionLabel->setText(tr("Co&mpression:"));
    m_excludeLabel->setText(tr("E&xclude:"));
    m_excludes->setPlaceholderText(
        tr("extra patterns, e.g. *.ckpt wandb/ (.git, __pycache__, *.pyc, checkpoints and .gitignore rules apply)"));
    m_compression->setItemText(0, tr("zstd (.tar.zst): fast, the default"));
    m_compression->setItemText(1, tr("gzip (.tar.gz): where the instance has no zstd"));
    m_compression->setItemText(2, tr("none (.tar): for data that is compressed already"));
    m_extract->setText(tr("Unpack on the instance after the SHA-256 matches"));
    m_followLinks->setText(tr("Send what links outside the folders point to (--follow-symlinks)"));
    m_checkSpace->setText(tr("Check the instance's free space before sending (--no-space-check to skip)"));
    m_delete->setText(tr("Delete on the instance what an earlier upload put there and is gone here (--delete)"));
    m_verify->setText(tr("Compare contents by SHA-256, not only sizes and times (--verify)"));
    m_preview->setText(tr("&Preview"));
    m_preview->setToolTip(tr("List what an upload would send, patch and delete, without sending anything (--dry-run)"));
    m_upload->setText(tr("&Upload"));
}

} // namespace gp
