export { Tab, TabList, TabPanel, Tabs, type TabProps } from './Tabs';
