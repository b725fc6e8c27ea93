#pragma once

#include "ui/console/ConsoleTab.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace gp {

// Upload: files and folders as one verified, resumable archive, unpacked on the instance.
class UploadTab final : public ConsoleTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UploadTab)

public:
    UploadTab(ConsoleSession& session, QWidget* parent = nullptr);
    void startUpload(const QStringList& paths, const QString& dest);
    void startPreview(const QStringList& paths, const QString& dest); // a dry run
    void setActionsEnabled(bool enabled) override;
    QProgressBar* bar() const { return m_bar; }

private:
    void retranslateUi() override;
    void connectSession(ConsoleSession& session);
    std::optional<UploadOptions> options(const QStringList& paths, const QString& dest);
    QStringList chosenPaths() const;

    bool m_enabled = false;
    QListWidget* m_paths;
    QPushButton* m_addFiles;
    QPushButton* m_addFolder;
    QPushButton* m_removePath;
    QLabel* m_destLabel;
    QLineEdit* m_dest;
    QLabel* m_compressionLabel;
    QComboBox* m_compression;
    QLabel* m_excludeLabel;
    QLineEdit* m_excludes;
    QCheckBox* m_extract;
    QCheckBox* m_followLinks; // links outside the chosen folders: refused unless this is checked
    QCheckBox* m_checkSpace;
    QCheckBox* m_delete; // --delete
    QCheckBox* m_verify; // --verify
    QPushButton* m_preview;
    QPushButton* m_upload;
    QProgressBar* m_bar;
    QLabel* m_detail;
};

} // namespace gp
